import type { SiteContent } from '@app/shared/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm, testImages } from '../../../test/support/test-images.ts';
import { createTestApp, loginAs } from '../../../test/test-app.ts';
import { loadBusiness } from '../documents/business.ts';
import { deleteUnattachedImages } from '../uploads/image-cleanup.ts';

type Ctx = Awaited<ReturnType<typeof createTestApp>>;

describe('PUT /api/site: the owner edits the business content', () => {
  let ctx: Ctx;
  let owner: Awaited<ReturnType<typeof loginAs>>;
  let original: SiteContent;

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await loginAs(ctx);
    original = (await ctx.app.inject({ url: '/api/site' })).json();
  });
  afterAll(() => ctx.close());

  const put = (payload: unknown, headers: Record<string, string> = owner.headers) =>
    ctx.app.inject({ method: 'PUT', url: '/api/site', headers, payload: payload as object });

  it('saves the phone and the about text; the site, a second instance and the documents show them at once', async () => {
    const changed: SiteContent = {
      ...original,
      phones: { ...original.phones, us: '13055550199' },
      about: {
        ...original.about,
        text: { es: 'Somos un equipo pequeño en Miami.', en: 'We are a small team in Miami.' },
      },
    };
    const res = await put(changed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(changed);
    expect((await ctx.app.inject({ url: '/api/site' })).json()).toEqual(changed);

    const second = await createTestApp({ database: ctx.database, tokens: ctx.tokens });
    try {
      expect((await second.app.inject({ url: '/api/site' })).json().about.text.en).toBe(
        'We are a small team in Miami.',
      );
    } finally {
      await second.app.close();
    }
    // E-mails and PDFs draw the business from the same content.
    expect((await loadBusiness(ctx.app.db)).phone).toBe('+1 (305) 555-0199');
  });

  it('refuses a phone that is not a real number, an e-mail and a URL that are not, saving nothing', async () => {
    const before = (await ctx.app.inject({ url: '/api/site' })).json();
    const res = await put({
      ...before,
      phones: { ...before.phones, us: '10005550199' },
      email: 'not-an-email',
      instagramUrl: 'javascript:alert(1)',
      about: { ...before.about, text: { es: 'Cambiado', en: 'Changed' } },
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().details.fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['phones.us', 'email', 'instagramUrl']));
    expect((await ctx.app.inject({ url: '/api/site' })).json()).toEqual(before);
  });

  it('refuses a part of the content (the whole content is sent) and a misspelt key', async () => {
    expect((await put({ businessName: 'Only this' })).statusCode).toBe(400);
    const before = (await ctx.app.inject({ url: '/api/site' })).json();
    expect((await put({ ...before, fonder: {} })).statusCode).toBe(400);
  });

  it('lets a manager save, and refuses an agent and an accountant with 403', async () => {
    const content = (await ctx.app.inject({ url: '/api/site' })).json();
    const manager = await loginAs(ctx, 'manager@example.com', 'manager');
    expect((await put({ ...content, businessName: 'Miami Elite' }, manager.headers)).statusCode).toBe(200);
    for (const role of ['agent', 'accountant'] as const) {
      const staff = await loginAs(ctx, `${role}@example.com`, role);
      const res = await put({ ...content, businessName: 'Hacked' }, staff.headers);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().code).toBe('ROLE_FORBIDDEN');
    }
    expect((await ctx.app.inject({ url: '/api/site' })).json().businessName).toBe('Miami Elite');
  });

  describe('pictures', () => {
    const upload = async () => {
      const form = multipartForm({}, [{ bytes: await testImages.png(640, 400), name: 'terrace.png' }]);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: owner.headers,
        payload: form,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().images[0] as string;
    };
    const alt = { es: 'La terraza frente al mar', en: 'The oceanfront terrace' };

    it('saves the home, about and founder pictures with their alt texts; the site shows them and the cleanup keeps them', async () => {
      const url = await upload();
      const before = (await ctx.app.inject({ url: '/api/site' })).json();
      const pictures = { home: { url, alt }, about: { url, alt }, founder: { url, alt } };
      const res = await put({ ...before, pictures });
      expect(res.statusCode, res.body).toBe(200);
      expect((await ctx.app.inject({ url: '/api/site' })).json().pictures).toEqual(pictures);

      // A day later no service uses the image, but the site does: it stays.
      await deleteUnattachedImages(ctx.app.db, new Date(Date.now() + 48 * 3600 * 1000));
      expect((await ctx.app.inject({ url })).statusCode).toBe(200);
    });

    it('refuses a URL not from our uploads, an upload that does not exist and a missing alt text, saving nothing', async () => {
      const before = (await ctx.app.inject({ url: '/api/site' })).json();
      const url = await upload();
      const missing = `/api/uploads/${'0'.repeat(64)}.webp`;
      const cases = [
        [{ home: { url: 'https://elsewhere.example/photo.jpg', alt } }, 'pictures.home.url'],
        [{ about: { url: missing, alt } }, 'pictures.about.url'],
        [{ founder: { url, alt: { es: 'Martín', en: ' ' } } }, 'pictures.founder.alt.en'],
        [{ founder: { url } }, 'pictures.founder.alt'],
      ] as const;
      for (const [pictures, field] of cases) {
        const res = await put({ ...before, businessName: 'Changed', pictures });
        expect(res.statusCode, field).toBe(400);
        expect(res.json().details.fields.map((f: { field: string }) => f.field)).toContain(field);
      }
      expect((await ctx.app.inject({ url: '/api/site' })).json()).toEqual(before);
    });

    it('refuses a file that is not an image and one over 10 MB at the upload', async () => {
      const send = async (bytes: Buffer, name: string) => {
        const form = multipartForm({}, [{ bytes, name, type: 'image/png' }]);
        return ctx.app.inject({
          method: 'POST',
          url: '/api/uploads',
          headers: owner.headers,
          payload: form,
        });
      };
      const notImage = await send(Buffer.from('%PDF-1.4 not a picture'), 'menu.png');
      expect(notImage.statusCode).toBe(415);
      const huge = await send(testImages.oversized(), 'huge.png');
      expect(huge.statusCode).toBe(413);
    });
  });
});
