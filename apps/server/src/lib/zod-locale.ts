import { z } from 'zod';

// zod's own messages (a missing or mistyped field the schema gives no text for) in German. Per
// thread: imported by the app and by every worker thread that judges a request with a schema.
z.config(z.locales.de());
