/**
 * The demo fund's logo (Northwind Ventures II), as a real one arrives: a raster image (upload takes JPEG, PNG, WebP and
 * GIF, never SVG). A 96 px WebP (1 KB) inlined as a data: URI, since the seed writes the database only and has no file
 * storage to upload to. The other demo profiles have none and show their initials (ADR 0113). Made once with sharp from
 * this drawing (paths only, so no font is needed to make it again):
 *   <svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 128 128"><rect width="128" height="128"
 *   rx="22" fill="#16324f"/><path d="M34 96V32h14l32 42V32h14v64H80L48 54v42z" fill="#fff"/><path d="M22 104c28-10 56-10
 *   84 0v6c-28-9-56-9-84 0z" fill="#2bb3a3"/></svg>
 *   → sharp(svg).webp({ quality: 88 })
 */
export const DEMO_FUND_LOGO =
  'data:image/webp;base64,UklGRiQEAABXRUJQVlA4WAoAAAAQAAAAXwAAXwAAQUxQSNgAAAABcFXbtqps/D0sjYdwWngAT+HQwh1auBew7zdw378MImIC8KDMnqzNd8ev381rSZsML9RGpkeik5D4lG9zJLt2PyaUjoTzmgeM/SPlrvGOMDiS7gm3SkfauRu+I3E3AO2G2UoEIkfqQcim3MawH8lbUuxiNXaVObvpgd1OYicd//7//Syxkw7sdjN2kyq7cpJd1MbOJJtwGwFhbn5AXDNbCADczBy4zvNK46a6yaqruQVjl1PbgPuaPKOMBg+7V2wWDjwrBsdMhn4Br7TEK9Pt922n5agZjwJWUDggJgMAANAUAJ0BKmAAYAA+PRqLQyIhoRgMBKwgA8Sg2wBaTnF/adXS6JfR3H/FeEg8wH6n/sB2E/9PvqvoAdLJ5UeaV/038AO/X+yWQb7l/leEE0TKghkv+j8rP0p6LvoAexb9bvYY/QAy+oJfBq3x9/7vy75zC4lospHdqYBEKVYfveFEmVxkbj0bthneAhSONy7yhzl2fk0L+3RzqtCJFkZD1MsWkmL6F1Cdk3XDZXBAhsAA/vvTBNes86TUxQJqi7/yiIEaXthocEEXrgqx2AErUkbh1ppFat2ByE/LV27XEIRPr0rikp6IepLyytV+v2zcgo0S3p3/G1z/4xWjTXEhqeU/HEf8xzZz/JCxFrk/DSr0/FMUdysrW0m9nARCV8ttDCMn/eaUkGB/8krwmNPfv95Nf/w03l25Q7LMALbfjQP43MpjQCeUZU4TllEcxbNJbzh0QP5TPlH8GsjQIM+LUXCZ/ZqlDku/yUO35K7KZS/wvwEYJHCGB89t5squ39IRyG5vs8/eEJtdK8RAU3KbZbpt98IIqw8+bVi3NKKYQBfZd7pp17/0PFSGoH76MQl39ZNhldMOQcY0AALCJ9/ZYDlDap+cGpRumo5CYQ93VRNR73fOOFOmJ62THIKx+kzsP+v/EuuNEZL0yZ81SgSC0leqRF3tXuAwN/8NwkyBzKbgpjc8e2haEYnrTnSUJmn5Oz/TlN3qOvtB8ihXalZleizO+j0ECHtYpWztdr/XW0pztCWTw/8NGZfp4ozkHFUDQu7etT7f9MKWDOmmTO48v+EMDykwQn9Lyj1ulAd2KKCt/nMv+k08597OffeAy7M5vmOOqRRaJ6Md7cDkxinTh5VTehgr28iZ2BhC77c7LheJPpgE7cmmVBu3lkprFWCDZATd6+vBnamZ8mFXeXW1oN1rExj8sT0WnW/BJaAAaxV4odAs2bp3awz39RaThcsokT9aNpV8yJInBGQvPi/IA8hvzY+qZDrYdEoRQcYocf0A5n++MUnLQ1FrToEAq5c/yOibBTaXXIogJHAO8+jrkOyWnFIhoRP/RC01XHkUHdGHlq4mAAAA';
