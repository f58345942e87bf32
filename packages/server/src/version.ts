/** The API's own version (OpenAPI info.version and GET /api/health). */
export const API_VERSION = '1.0.0';
