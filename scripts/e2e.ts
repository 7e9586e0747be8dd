// Temporary alias of scripts/e2e.mts while the session's engineers switch over (removed before the session ends).
import('./e2e.mts');
