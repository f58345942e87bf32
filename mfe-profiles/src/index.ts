// Standalone development entry (async boundary for shared modules); inside the shell only ./app is used.
import('./standalone');
