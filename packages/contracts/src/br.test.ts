import { describe, expect, it } from 'vitest';
import { formatCpf, isValidCpf, isValidCrp, isValidTelefone, primeiroNome } from './br.ts';

describe('CPF', () => {
  it('accepts valid CPFs with or without punctuation', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('111.444.777-35')).toBe(true);
  });
  it('refuses wrong check digits, wrong length and all-equal digits', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('000.000.000-00')).toBe(false);
  });
  it('formats digits as 000.000.000-00', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
  });
});

describe('CRP', () => {
  it('accepts regions 01 to 24', () => {
    expect(isValidCrp('06/123456')).toBe(true);
    expect(isValidCrp('01/1234')).toBe(true);
    expect(isValidCrp('24/00123')).toBe(true);
  });
  it('refuses other regions and shapes', () => {
    expect(isValidCrp('00/12345')).toBe(false);
    expect(isValidCrp('25/12345')).toBe(false);
    expect(isValidCrp('6/12345')).toBe(false);
    expect(isValidCrp('06-12345')).toBe(false);
  });
});

describe('telefone', () => {
  it('accepts mobile and landline numbers with a real DDD', () => {
    expect(isValidTelefone('(11) 98765-4321')).toBe(true);
    expect(isValidTelefone('(21) 3456-7890')).toBe(true);
    expect(isValidTelefone('+55 11 98765-4321')).toBe(true);
  });
  it('refuses numbers without DDD, with an unknown DDD or a mobile without the 9', () => {
    expect(isValidTelefone('98765-4321')).toBe(false);
    expect(isValidTelefone('(20) 98765-4321')).toBe(false);
    expect(isValidTelefone('(11) 88765-43210')).toBe(false);
    expect(isValidTelefone('(11) 8876-5432')).toBe(false);
  });
});

describe('primeiroNome: how a person is greeted', () => {
  it('keeps an honorific with the name that follows it', () => {
    expect(primeiroNome('Dra. Helena Martins')).toBe('Dra. Helena');
    expect(primeiroNome('dr Paulo Souza')).toBe('dr Paulo');
    expect(primeiroNome('Prof. Ana')).toBe('Prof. Ana');
  });
  it('otherwise the first name, with extra spaces ignored', () => {
    expect(primeiroNome('  Helena   Martins ')).toBe('Helena');
    expect(primeiroNome('Drummond Andrade')).toBe('Drummond');
    expect(primeiroNome('Dra.')).toBe('Dra.');
  });
});
