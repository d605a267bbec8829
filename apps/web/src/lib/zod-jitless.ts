import type { $ZodConfig } from 'zod/v4/core';

/**
 * Zod 4 probes whether it may compile parsers with `new Function` when its first object schema is
 * made. The page's CSP forbids eval, so the probe fails quietly, but the browser still reports
 * a Content Security Policy refusal on every page that loads a schema. `jitless` skips the probe.
 * Set through the configuration object zod shares on `globalThis` (what `z.config` writes), so the
 * first page's code does not take zod into its chunk: zod loads later, with the schemas, and reads it.
 */
const shared = globalThis as { __zod_globalConfig?: $ZodConfig };
shared.__zod_globalConfig = { ...shared.__zod_globalConfig, jitless: true };
