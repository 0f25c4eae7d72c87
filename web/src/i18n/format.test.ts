import { describe, expect, it } from 'vitest';
import { formatDay, formatMoney, formatTime } from './format';

// Intl separates some parts with narrow or non-breaking spaces; compare as a reader sees them.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe("dates, times and money in the reader's language", () => {
  it('writes the wedding day in words, the same day wherever the reader is', () => {
    expect(formatDay('2026-06-11', 'en')).toBe('June 11, 2026');
    expect(formatDay('2026-06-11', 'es')).toBe('11 de junio de 2026');
    expect(formatDay('2026-01-01', 'es')).toBe('1 de enero de 2026');
  });

  it("gives clock times in the wedding's timezone", () => {
    const ceremony = '2026-06-11T16:30:00Z'; // 18:30 in Madrid (summer time)
    expect(plain(formatTime(ceremony, 'en', 'Europe/Madrid'))).toBe('6:30 PM');
    expect(formatTime(ceremony, 'es', 'Europe/Madrid')).toBe('18:30');
  });

  it('shows cents as dollars with two decimals', () => {
    expect(formatMoney(12000, 'en')).toBe('$120.00');
    expect(plain(formatMoney(12000, 'es'))).toBe('120,00 US$');
    expect(formatMoney(123456, 'en')).toBe('$1,234.56');
  });
});
