import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReleaseArea } from '@fundnet/server/releases';

/**
 * A release's contract (`contract.json`, ADR 0072): what the area offers across the Module Federation boundary and what
 * it needs from the rest of the page, written at release from its MF configuration, its built manifest and its sources,
 * and checked against an environment before a promotion (`check.ts`).
 */
export interface SharedNeed {
  /** The share key (`react`, `@fundnet/api-client/session/session-store`, `@mui/material/Button/Button.mjs`). */
  shareKey: string;
  requiredVersion: string;
  /** The version the remote was built with (and bundles, unless `fromShellOnly`). */
  builtWith: string;
  /** Consumed with `import: false`: the remote has no copy of its own, so the shell must offer it (ADR 0064). */
  fromShellOnly: boolean;
}

/** A JSON Schema of an object (what `@valibot/to-json-schema` writes for a parcel's props). */
export interface PropsSchema {
  type?: string;
  properties?: Record<string, unknown>;
  required?: string[];
}

export interface Exposed {
  /** `./app` or `./parcels/<name>`. */
  name: string;
  kind: 'app' | 'parcel' | 'module';
  /** A parcel's props as this release takes them (app-runtime's parcel-contracts.ts at its commit, ADR 0073). */
  propsSchema?: PropsSchema;
}

export interface RemoteContract {
  schema: 'fundnet.contract/1';
  kind: 'remote';
  area: Exclude<ReleaseArea, 'shell'>;
  federationName: string;
  version: string;
  exposes: Exposed[];
  needs: {
    shared: SharedNeed[];
    /** Parcels of other areas this one mounts through the shell's parcel host (`mfe_dataroom/parcels/data-room-panel`). */
    parcels: string[];
    /** The props this release sends each mounted parcel (parcel-contracts.ts at its commit, ADR 0073). */
    parcelProps?: Record<string, PropsSchema>;
  };
}

export interface ShellContract {
  schema: 'fundnet.contract/1';
  kind: 'shell';
  area: 'shell';
  version: string;
  offers: {
    /** Share key → the version the shell gives (MF's runtime `shared` of the host, ADR 0063). */
    shared: Record<string, string>;
    /** The shell mounts other areas' parcels on their behalf (ADR 0054). */
    parcelHost: boolean;
  };
  /** The remotes it registers with single-spa, by federation name: each must expose `./app`. */
  mounts: string[];
}

export type Contract = RemoteContract | ShellContract;

/** The kind of an exposed module, from its name: single-spa lifecycles of the area or one of its parcels. */
export const exposedKind = (name: string): Exposed['kind'] =>
  name === './app' ? 'app' : name.startsWith('./parcels/') ? 'parcel' : 'module';

/** What an MF manifest (`mf-manifest.json`, as `@module-federation/enhanced` writes it) says of the exposes. */
export interface ManifestLike {
  exposes?: Array<{ name?: string; path?: string }>;
}

export function exposesOf(manifest: ManifestLike): Exposed[] {
  return (manifest.exposes ?? [])
    .map((entry) => entry.path ?? `./${entry.name ?? ''}`)
    .sort()
    .map((name) => ({ name, kind: exposedKind(name) }));
}

/** The shared entries of a remote's production MF config (`sharedConfig(dir, { consumeOnly: true })`), as needs. */
export function sharedNeedsOf(
  shared: Record<string, { requiredVersion: string; version?: string; import?: string | false; shareKey?: string }>,
): SharedNeed[] {
  return Object.entries(shared)
    .map(([key, entry]) => ({
      shareKey: entry.shareKey ?? key,
      requiredVersion: entry.requiredVersion,
      builtWith: entry.version ?? entry.requiredVersion.replace(/^[\^~]/, ''),
      fromShellOnly: entry.import === false,
    }))
    .sort((a, b) => a.shareKey.localeCompare(b.shareKey));
}

const parcelReference = /['"`](mfe_[a-z_]+\/parcels\/[a-z0-9-]+)['"`]/g;
const remoteReference = /['"`](mfe_[a-z_]+)['"`]/g;

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)) files.push(full);
  }
  return files;
}

/**
 * The parcels an area's sources mount (`<RemoteParcel parcel="mfe_dataroom/parcels/data-room-panel" />`): every parcel
 * id written in its code, tests and stories left out. A parcel id is a string the shell resolves at run time, so the
 * sources are the one place that says which ones an area needs.
 */
export function parcelsMountedBy(srcDir: string): string[] {
  const found = new Set<string>();
  for (const file of sourceFiles(srcDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(parcelReference)) found.add(match[1] as string);
  }
  return [...found].sort();
}

/** The remotes the shell's root config registers (`register-applications.ts`'s list of federation names). */
export function remotesRegisteredBy(registerApplicationsFile: string): string[] {
  const source = readFileSync(registerApplicationsFile, 'utf8');
  return [...new Set([...source.matchAll(remoteReference)].map((match) => match[1] as string))].sort();
}
