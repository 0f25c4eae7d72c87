import type Koa from 'koa';
import type { MikroORM } from '@mikro-orm/postgresql';
import { unsubscribe, unsubscribeLinkParty } from './contact.service.js';

const TEXTS = {
  en: {
    title: 'Unsubscribe',
    ask: 'Stop reminders and updates about the wedding to this household? (Confirmations of your own answers still come.)',
    button: 'Unsubscribe',
    done: 'Done: you will get no more reminders or updates.',
    bad: 'This unsubscribe link is not valid.',
  },
  es: {
    title: 'Darse de baja',
    ask: '¿Dejar de recibir recordatorios y novedades de la boda en este hogar? (Las confirmaciones de vuestras respuestas seguirán llegando.)',
    button: 'Darse de baja',
    done: 'Hecho: no recibiréis más recordatorios ni novedades.',
    bad: 'Este enlace para darse de baja no es válido.',
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(language: string, body: string): string {
  const t = language === 'es' ? TEXTS.es : TEXTS.en;
  return `<!doctype html><html lang="${language === 'es' ? 'es' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t.title}</title></head><body style="font-family:Georgia,serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5">${body}</body></html>`;
}

/**
 * /unsubscribe?party=ID&token=T, the footer link and List-Unsubscribe target. A GET only asks
 * (mail scanners open links; RFC 8058 wants a POST to act); the POST, from the page's button or
 * a mail client's one-click button (body "List-Unsubscribe=One-Click"), unsubscribes. Outside
 * /api on purpose: a mail client posts a form body, which /api refuses.
 */
export function unsubscribeRoute(orm: MikroORM, secret: string): Koa.Middleware {
  return async (ctx, next) => {
    if (ctx.path !== '/unsubscribe' || (ctx.method !== 'GET' && ctx.method !== 'POST' && ctx.method !== 'HEAD')) return next();
    const partyId = Number(ctx.query.party);
    const token = typeof ctx.query.token === 'string' ? ctx.query.token : '';
    const em = orm.em.fork();
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'html';
    if (ctx.method === 'POST') {
      ctx.req.resume(); // the body says nothing the query does not
      const { ok, language } = await unsubscribe(em, secret, partyId, token);
      const t = language === 'es' ? TEXTS.es : TEXTS.en;
      ctx.status = ok ? 200 : 404;
      ctx.body = page(language, `<p>${ok ? t.done : t.bad}</p>`);
      return;
    }
    const party = await unsubscribeLinkParty(em, secret, partyId, token);
    const language = party?.language ?? 'en';
    const t = language === 'es' ? TEXTS.es : TEXTS.en;
    if (!party) {
      ctx.status = 404;
      ctx.body = page(language, `<p>${t.bad}</p>`);
      return;
    }
    const action = `/unsubscribe?party=${partyId}&token=${encodeURIComponent(token)}`;
    ctx.body = party.unsubscribedAt
      ? page(language, `<p>${t.done}</p>`)
      : page(language, `<h1>${t.title}</h1><p>${t.ask}</p><form method="post" action="${escapeHtml(action)}"><button type="submit" style="font-size:1rem;padding:.5rem 1rem">${t.button}</button></form>`);
  };
}
