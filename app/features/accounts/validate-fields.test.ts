import { describe, expect, it } from 'vitest';
import { fieldProblems } from './validate-fields';

const SIGN_UP = { fullName: 'required', email: 'email', password: 'password' } as const;

describe('the account forms check their fields before sending', () => {
  it('names every empty field, in form order', () => {
    expect([...fieldProblems({}, SIGN_UP)]).toEqual([
      ['fullName', 'required'],
      ['email', 'required'],
      ['password', 'required'],
    ]);
    expect(
      fieldProblems({ fullName: '   ', email: 'a@b.rs', password: 'tajna123' }, SIGN_UP).get('fullName'),
    ).toBe('required');
  });

  it('refuses an address without @ and a dot after it, and a password shorter than the server allows', () => {
    const problems = fieldProblems({ fullName: 'Marko', email: 'marko@gmail', password: 'abc12' }, SIGN_UP);
    expect(problems.get('email')).toBe('email');
    expect(problems.get('password')).toBe('passwordShort');
  });

  it('lets a correct form through, a six-character password included', () => {
    expect(
      fieldProblems({ fullName: 'Marko', email: 'marko@gmail.com', password: 'abc123' }, SIGN_UP).size,
    ).toBe(0);
  });

  it('signing in asks only for a password, of any length (an older account may have a short one)', () => {
    const SIGN_IN = { email: 'email', password: 'required' } as const;
    expect([...fieldProblems({ email: '', password: '' }, SIGN_IN)]).toEqual([
      ['email', 'required'],
      ['password', 'required'],
    ]);
    expect(fieldProblems({ email: 'marko@gmail.com', password: 'x' }, SIGN_IN).size).toBe(0);
  });

  it('reads an address without the spaces around it, and refuses one with spaces inside', () => {
    const EMAIL = { email: 'email' } as const;
    expect(fieldProblems({ email: '  marko@gmail.com ' }, EMAIL).size).toBe(0);
    expect(fieldProblems({ email: 'marko @gmail.com' }, EMAIL).get('email')).toBe('email');
    expect(fieldProblems({ email: 'marko@@gmail.com' }, EMAIL).get('email')).toBe('email');
    expect(fieldProblems({ email: '@gmail.com' }, EMAIL).get('email')).toBe('email');
  });

  it('counts the password as typed: six spaces are no password, five letters and a space are short', () => {
    const NEW = { password: 'password' } as const;
    expect(fieldProblems({ password: '      ' }, NEW).get('password')).toBe('required');
    expect(fieldProblems({ password: 'abcde' }, NEW).get('password')).toBe('passwordShort');
    expect(fieldProblems({ password: ' abcde' }, NEW).size).toBe(0);
  });
});
