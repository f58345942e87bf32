/** docs/api/openapi.json, parsed. */
declare const document: unknown;
export = document;
