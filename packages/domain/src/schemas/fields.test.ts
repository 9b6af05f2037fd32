import { describe, expect, it } from 'vitest';
import { validate } from './fieldErrors.ts';
import {
  boundedText,
  isCleanText,
  mustBeTicked,
  optionalEmail,
  optionalPattern,
  optionalText,
  optionalTextMax,
  requiredChoice,
  requiredDataUrl,
  requiredDecimal2,
  requiredPattern,
  requiredText,
  requiredTextMax,
  textMessages,
  TEXT_LIMITS,
} from './fields.ts';
import { DIGITS_PATTERN } from '../patterns.ts';

describe('field builders', () => {
  it('requiredText: one message for missing, wrong type and blank', () => {
    const field = requiredText('Need it');
    expect(field.parse('  a b  ')).toBe('a b');
    for (const bad of [undefined, null, 12, '', '  \n ']) {
      expect(validate(field, bad), String(bad)).toEqual({ '': 'Need it' });
    }
  });

  it('requiredTextMax counts characters after trimming', () => {
    const field = requiredTextMax('Need it', 3, 'Too long');
    expect(field.parse('  abc  ')).toBe('abc');
    expect(validate(field, 'abcd')).toEqual({ '': 'Too long' });
  });

  it('optional texts default to blank', () => {
    expect(optionalText().parse(undefined)).toBe('');
    expect(optionalText().parse(' x ')).toBe('x');
    expect(optionalTextMax(2, 'Too long').parse(undefined)).toBe('');
    expect(validate(optionalTextMax(2, 'Too long'), 'abc')).toEqual({ '': 'Too long' });
  });

  it('requiredPattern separates the blank and the format message', () => {
    const field = requiredPattern(DIGITS_PATTERN, 'Digits', 'Empty');
    expect(validate(field, '')).toEqual({ '': 'Empty' });
    expect(validate(field, 'x')).toEqual({ '': 'Digits' });
    expect(field.parse(' 12 ')).toBe('12');
  });

  it('optional patterns and e-mails accept blanks and check the rest', () => {
    const zip = optionalPattern(DIGITS_PATTERN, 'Digits');
    expect(zip.parse(undefined)).toBe('');
    expect(zip.parse('  ')).toBe('');
    expect(validate(zip, 'a1')).toEqual({ '': 'Digits' });
    const email = optionalEmail('Bad mail');
    expect(email.parse('')).toBe('');
    expect(email.parse(' a@b.co ')).toBe('a@b.co');
    expect(validate(email, 'a@b')).toEqual({ '': 'Bad mail' });
  });

  it('requiredChoice takes one of the listed strings', () => {
    const field = requiredChoice(['cash', 'online'], 'Pick one');
    expect(field.parse(' cash ')).toBe('cash');
    expect(validate(field, 'Cash')).toEqual({ '': 'Pick one' });
    expect(validate(field, undefined)).toEqual({ '': 'Pick one' });
  });

  it('requiredDecimal2: two decimals at most; positive by default', () => {
    const positive = requiredDecimal2('Number');
    const nonNegative = requiredDecimal2('Number', 'nonNegative');
    expect(positive.parse('0.01')).toBe('0.01');
    expect(validate(positive, '0')).toEqual({ '': 'Number' });
    expect(nonNegative.parse('0')).toBe('0');
    expect(validate(nonNegative, '0.001')).toEqual({ '': 'Number' });
    expect(validate(nonNegative, '-0')).toEqual({ '': 'Number' });
  });

  it('requiredDataUrl needs a data URL with content', () => {
    const field = requiredDataUrl('Upload');
    expect(field.parse('data:image/png;base64,iVBOR')).toBe('data:image/png;base64,iVBOR');
    for (const bad of ['', 'file.png', 'data:image/png;base64,', 'https://x/y.png']) {
      expect(validate(field, bad), bad).toEqual({ '': 'Upload' });
    }
  });

  it('mustBeTicked takes only true', () => {
    const box = mustBeTicked('Tick it');
    expect(box.parse(true)).toBe(true);
    for (const bad of [false, undefined, 'on', 1]) {
      expect(validate(box, bad), String(bad)).toEqual({ '': 'Tick it' });
    }
  });
});

describe('bounded, clean text', () => {
  it('refuses text longer than the field allows, with the limit in the words', () => {
    expect(requiredText('Need it', 5).safeParse('abcdef').error?.issues[0]?.message).toBe(
      textMessages.tooLong(5),
    );
    expect(requiredText('Need it').safeParse('x'.repeat(TEXT_LIMITS.line + 1)).success).toBe(false);
    expect(optionalText().safeParse('x'.repeat(TEXT_LIMITS.line + 1)).success).toBe(false);
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['a bell', 'a\u0007b'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', 'a\udc00b'],
  ])('refuses %s in every kind of text field', (_name, value) => {
    for (const field of [
      requiredText('Need it'),
      optionalText(),
      requiredPattern(/./, 'Bad'),
      optionalPattern(/./, 'Bad'),
      boundedText(50),
    ]) {
      expect(field.safeParse(value).error?.issues[0]?.message).toBe(textMessages.badCharacters);
    }
  });

  it('keeps tabs, new lines, accents, Arabic and emoji', () => {
    for (const value of ['Line one\nLine two\ttab', 'Café Kuwait', 'شركة البريد', 'Thanks 👍']) {
      expect(isCleanText(value)).toBe(true);
      expect(requiredText('Need it').parse(value)).toBe(value);
    }
  });
});
