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
});
