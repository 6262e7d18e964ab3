/** The builds the app's build runs inside itself: the build-time render, the early cards' scripts, the push worker. */
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';

/**
 * A nested build's (or the module runner's) settings: the build's root, mode and aliases, so that it imports the
 * same modules, with the same environment (the early reads' host), as the client does.
 */
export const nested = ({ root, mode, resolve: { alias } }: ResolvedConfig) => ({ configFile: false as const, root, mode, logLevel: 'warn' as const, resolve: { alias } });

/** Bundles `input` (with `plugins`) into one minified classic script, in memory, and returns its code. */
export async function classicScript(config: ResolvedConfig, input: string, plugins: Plugin[] = []): Promise<string> {
  const output = (await build({
    ...nested(config),
    plugins,
    build: {
      write: false,
      target: config.build.target || 'esnext',
      minify: true,
      modulePreload: false,
      rolldownOptions: {
        input,
        output: { format: 'iife', codeSplitting: false },
        // Vite's preload helper reads `import.meta`, which a classic script has not: Rolldown says (about 60 lines
        // per build) that it becomes `{}`. Harmless here: the script's dynamic imports are inlined and preload nothing.
        onLog(level, log, handler) {
          if (log.code !== 'EMPTY_IMPORT_META') handler(level, log);
        },
      },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((out) => out.output).filter((file) => file.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`build: ${input} built into ${chunks.length} chunks`);
  return chunks[0].code.trim();
}
