import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { answerLanguage } from './answer-language.ts';

const request = (query: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ({ query, headers }) as unknown as FastifyRequest;

describe('the language of an API answer', () => {
  it('takes ?lang first, then the lang cookie, then Accept-Language, else Spanish', () => {
    const all = { cookie: 'a=1; lang=es', 'accept-language': 'es' };
    expect(answerLanguage(request({ lang: 'en' }, all))).toBe('en');
    expect(answerLanguage(request({}, { ...all, cookie: 'lang=en' }))).toBe('en');
    expect(answerLanguage(request({}, { 'accept-language': 'en-GB' }))).toBe('en');
    expect(answerLanguage(request({}))).toBe('es');
  });

  it('weighs Accept-Language and ignores other languages and nonsense', () => {
    expect(answerLanguage(request({}, { 'accept-language': 'es;q=0.3, en;q=0.8' }))).toBe('en');
    expect(answerLanguage(request({}, { 'accept-language': 'fr-FR, de;q=0.9' }))).toBe('es');
    expect(answerLanguage(request({ lang: 'fr' }, { 'accept-language': 'en;q=abc' }))).toBe('es');
    expect(answerLanguage(request({}, { 'accept-language': 'en;q=0' }))).toBe('es');
  });
});
