/** { family: { 'file.ts': text } } for every API family folder of the api-client (test files left out). */
export function familySources(srcDir?: string): Record<string, Record<string, string>>;
