// Async boundary: shared modules (React, MUI, the workspace packages) are negotiated before anything imports them.
import('./bootstrap');
