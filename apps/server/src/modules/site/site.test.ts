import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatPhone } from '@app/shared/site';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';
import { siteRoutes } from './site.routes.ts';
import { defaultSiteContentFile, loadSiteContent, SiteContentError } from './site-content.ts';

describe('GET /api/site', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers the content file publicly until the owner saves, revalidated on every use', async () => {
    const res = await ctx.app.inject({ url: '/api/site' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const site = res.json();
    expect(site).toEqual(JSON.parse(await readFile(defaultSiteContentFile, 'utf8')));
    expect(site.businessName).toBe('Miami Elite Rentals');
    expect(formatPhone(site.phones.us)).toMatch(/^\+1 \(\d{3}\) \d{3}-\d{4}$/);
    expect(formatPhone(site.phones.argentina)).toMatch(/^\+54 \d \d{4} \d{2}-\d{4}$/);
    for (const text of [
      site.tagline,
      site.hero.title,
      site.about.text,
      site.founder.bio,
      site.whatsapp.greeting,
    ]) {
      expect(text.es).not.toBe(text.en);
    }
  });
});

describe('loading the site content', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'site-content-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const write = async (name: string, content: string) => {
    const file = path.join(dir, name);
    await writeFile(file, content);
    return file;
  };

  it('stops with a message naming every bad field', async () => {
    const content = JSON.parse(await readFile(defaultSiteContentFile, 'utf8'));
    content.phones.us = '3055550148';
    delete content.hero.title.en;
    content.instagramUrl = 'instagram.com/x';
    const file = await write('bad.json', JSON.stringify(content));
    const error = await loadSiteContent(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SiteContentError);
    const message = (error as Error).message;
    expect(message).toContain(`Invalid site content in ${file}:`);
    expect(message).toContain('  phones.us: must be 11 digits starting with 1 (digits only)');
    expect(message).toContain('  hero.title.en: ');
    expect(message).toContain('  instagramUrl: must be an https:// address');
  });

  it('stops with a clear message for a misspelt key, broken JSON or a missing file', async () => {
    const content = JSON.parse(await readFile(defaultSiteContentFile, 'utf8'));
    content.fonder = content.founder;
    await expect(loadSiteContent(await write('typo.json', JSON.stringify(content)))).rejects.toThrow(
      /fonder/,
    );
    await expect(loadSiteContent(await write('broken.json', '{"businessName": '))).rejects.toThrow(
      /is not valid JSON/,
    );
    await expect(loadSiteContent(path.join(dir, 'missing.json'))).rejects.toThrow(
      /Cannot read the site content file/,
    );
  });

  it('makes the app fail to build, so the server does not start', async () => {
    const file = await write('empty.json', '{}');
    const app = Fastify();
    await expect(app.register(siteRoutes, { contentFile: file }).ready()).rejects.toThrow(/businessName/);
    await app.close();
  });
});
