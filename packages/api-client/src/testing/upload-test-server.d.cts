export interface ReceivedUpload {
  path: string;
  /** Header names in lower case. */
  headers: Record<string, string | string[] | undefined>;
  /** How many bytes of body arrived. */
  bytes: number;
}

export interface UploadTestServer {
  url: string;
  received: ReceivedUpload[];
  close(): Promise<void>;
}

/** /api/files → 201 { item: { id, bytes } }, /api/expired → 401, /api/too-large → 413, /api/slow → 201 after 2 s. */
export function startUploadServer(): Promise<UploadTestServer>;
