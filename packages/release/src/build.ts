import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  hostSharedModules,
  loadWebpackConfig,
  PRERENDER_BUILD_DIR,
  PRERENDER_CONFIG_FILE,
  prerenderBundleIn,
  sharedConfig,
  writePrerenderedPages,
} from '@fundnet/mf-config';
import type { ReleaseArea } from '@fundnet/server/releases';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import webpack, { type Configuration } from 'webpack';
import { type Contract, exposesOf, type PropsSchema, parcelsMountedBy, remotesRegisteredBy, sharedNeedsOf } from './contract';

export interface BuiltArea {
  /** The temporary folder holding dist/ and sourcemaps/: removed once the release is stored. */
  dir: string;
  distDir: string;
  sourceMapDir: string;
  rendererFile?: string;
  seconds: number;
}

/**
 * Builds one area for production with its own webpack config (the same output as `pnpm --filter ./<area> build`), into
 * a folder of its own: the area's dist/, which `npm start` serves, is left as it was.
 */
export async function buildArea(root: string, area: ReleaseArea): Promise<BuiltArea> {
  const appDir = path.join(root, area);
  const config = await loadWebpackConfig(path.join(appDir, 'webpack.config.ts'));
  const out = await mkdtemp(path.join(tmpdir(), `fundnet-release-${area}-`));
  // Source maps go to ../sourcemaps beside dist/ (packages/mf-config): here, beside the release's own dist.
  const distDir = path.join(out, 'dist');
  const started = Date.now();
  const compile = (built: Configuration, outputPath: string) =>
    new Promise<void>((resolve, reject) => {
      webpack({ ...built, output: { ...built.output, path: outputPath } }, (error, stats) => {
        if (error) return reject(error);
        if (stats?.hasErrors()) {
          const errors = stats.toJson({ all: false, errors: true }).errors ?? [];
          return reject(new Error(`${area} did not build:\n${errors.map((e) => e.message).join('\n')}`));
        }
        resolve();
      });
    });
  try {
    await compile(config, distDir);
    // The start pages it renders ahead of time (ADR 0101) are part of its release: the server sends them from it.
    const prerender = path.join(appDir, PRERENDER_CONFIG_FILE);
    if (existsSync(prerender)) {
      const bundleDir = path.join(out, PRERENDER_BUILD_DIR);
      await compile(await loadWebpackConfig(prerender), bundleDir);
      await writePrerenderedPages(prerenderBundleIn(bundleDir), distDir);
    }
  } catch (error) {
    await rm(out, { recursive: true, force: true });
    throw error;
  }
  const rendererFile = prerenderBundleIn(path.join(out, PRERENDER_BUILD_DIR));
  return {
    dir: out,
    distDir,
    sourceMapDir: path.join(out, 'sourcemaps'),
    // Released with the area (ADR 0102): the API renders its start pages per request, or the shell's top bar.
    rendererFile: existsSync(rendererFile) ? rendererFile : undefined,
    seconds: (Date.now() - started) / 1000,
  };
}

/**
 * The contract of a built area (ADR 0072), from what decides it: a remote's exposes from its built `mf-manifest.json`,
 * what it needs from its production MF `shared` config (`sharedConfig(dir, { consumeOnly: true })`, what the build
 * used) and the parcels its sources mount; the shell's offers from `hostSharedModules` (the loaders it builds in) and
 * the remotes its root config registers.
 */
export async function contractOfBuild(root: string, area: ReleaseArea, version: string, distDir: string): Promise<Contract> {
  const appDir = path.join(root, area);
  if (area === 'shell') {
    return {
      schema: 'fundnet.contract/1',
      kind: 'shell',
      area,
      version,
      offers: {
        shared: Object.fromEntries(hostSharedModules(appDir).map((m) => [m.shareKey, m.version])),
        parcelHost: existsSync(path.join(appDir, 'src/root-config/parcel-host.ts')),
      },
      mounts: remotesRegisteredBy(path.join(appDir, 'src/root-config/register-applications.ts')),
    };
  }
  const manifest = JSON.parse(await readFile(path.join(distDir, 'mf-manifest.json'), 'utf8')) as { name?: string; exposes?: [] };
  const federationName = manifest.name ?? area.replace(/-/g, '_');
  const props = await parcelPropsSchemas(appDir);
  // Its own parcel ids appear in its sources too (each parcel entry names its props' contract): not a need.
  const parcels = parcelsMountedBy(path.join(appDir, 'src')).filter((id) => !id.startsWith(`${federationName}/`));
  return {
    schema: 'fundnet.contract/1',
    kind: 'remote',
    area,
    federationName,
    version,
    exposes: exposesOf(manifest).map((exposed) => {
      const schema = exposed.kind === 'parcel' ? props[`${federationName}/${exposed.name.slice(2)}`] : undefined;
      return schema ? { ...exposed, propsSchema: schema } : exposed;
    }),
    needs: {
      shared: sharedNeedsOf(sharedConfig(appDir, { consumeOnly: true })),
      parcels,
      parcelProps: Object.fromEntries(parcels.flatMap((id) => (props[id] ? [[id, props[id]]] : []))),
    },
  };
}

/**
 * Each parcel's props as JSON Schema, from app-runtime's parcel-contracts.ts as the area resolves it (the one it was
 * built with, ADR 0073).
 */
export async function parcelPropsSchemas(appDir: string): Promise<Record<string, PropsSchema>> {
  const file = createRequire(path.join(appDir, 'package.json')).resolve('@fundnet/app-runtime/parcel-contracts');
  const { parcelContracts } = (await import(pathToFileURL(file).href)) as { parcelContracts: Record<string, GenericSchema> };
  return Object.fromEntries(
    Object.entries(parcelContracts).map(([id, schema]) => [id, toJsonSchema(schema, { errorMode: 'ignore' }) as PropsSchema]),
  );
}
