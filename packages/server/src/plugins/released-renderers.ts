import { existsSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type EnvironmentDocument, isReleaseArea, rendererKey, versionSegment } from '../lib/releases';
import {
  type AreaRenderer,
  createRenderService,
  isAreaRenderer,
  isShellRenderer,
  loadRenderer,
  type RenderService,
  type ShellRenderer,
} from './render-service';

/**
 * The render service of a release environment (ADR 0102): the renderers released with the promoted shell and areas
 * (`renderers/<area>/<version>/`, stored apart from the served files), one service per set of promoted versions. A
 * promotion or rollback is a new set: its service is made on the next page load, as the environment's map is read.
 * An area released without a renderer (or before ADR 0102) has its pages rendered in the browser, as before.
 */
export function releasedRenderServices(
  app: FastifyInstance,
  storage: { get(key: string): Promise<Buffer | null> },
  shellIndex: (version: string) => Promise<string | null>,
) {
  const folder = mkdtemp(path.join(tmpdir(), 'fundnet-renderers-'));
  let current: { versions: string; service: Promise<RenderService | null> } | null = null;

  /** A released renderer as a file Node can load (a bundle of its own, with every library in it). */
  async function rendererOf<T>(area: string, version: string, exportsOf: (bundle: Record<string, unknown>) => boolean) {
    if (!isReleaseArea(area)) return null;
    const file = path.join(await folder, `${area}-${versionSegment(version)}.cjs`);
    if (!existsSync(file)) {
      const body = await storage.get(rendererKey(area, version)).catch(() => null);
      if (!body) return null;
      await writeFile(file, body);
    }
    return loadRenderer<T>(file, exportsOf, app.log);
  }

  async function serviceOf(environment: EnvironmentDocument): Promise<RenderService | null> {
    const shell = environment.areas.shell;
    if (!shell) return null;
    const [shellRenderer, indexHtml] = await Promise.all([
      rendererOf<ShellRenderer>('shell', shell.version, isShellRenderer),
      shellIndex(shell.version),
    ]);
    if (!shellRenderer || !indexHtml) return null;
    const remotes = Object.entries(environment.areas).filter(([area]) => area !== 'shell');
    const areas = (
      await Promise.all(remotes.map(([area, promoted]) => rendererOf<AreaRenderer>(area, promoted.version, isAreaRenderer)))
    ).filter((renderer): renderer is AreaRenderer => renderer !== null);
    if (areas.length === 0) return null;
    const service = createRenderService({ app, shell: shellRenderer, areas, indexHtml, log: app.log });
    void service.warm();
    return service;
  }

  return {
    /** The service for the environment's promoted versions, made once per set. */
    of(environment: EnvironmentDocument): Promise<RenderService | null> {
      const versions = Object.entries(environment.areas)
        .map(([area, promoted]) => `${area}@${promoted.version}`)
        .sort()
        .join(' ');
      if (current?.versions !== versions) current = { versions, service: serviceOf(environment).catch(() => null) };
      return current.service;
    },
  };
}
