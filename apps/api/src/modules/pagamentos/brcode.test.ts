import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brCode, crc16, lerBrCode, qrCodePng, subcampos, textoEmv, tlv, valorTexto } from './brcode.ts';

describe('CRC16-CCITT (poly 0x1021, init 0xFFFF)', () => {
  it('the standard check value of "123456789" is 29B1', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('the static example of the BCB manual ends in 1D3D', () => {
    const semCrc =
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR' +
      '5913Fulano de Tal6008BRASILIA62070503***6304';
    expect(crc16(semCrc)).toBe('1D3D');
  });

  it('pads to four upper-case hex digits', () => {
    expect(crc16('')).toBe('FFFF');
    expect(crc16('A')).toMatch(/^[0-9A-F]{4}$/);
  });
});

describe('brCode', () => {
  it('reproduces the BCB manual example byte for byte', () => {
    expect(
      brCode({ chave: '123e4567-e12b-12d1-a456-426655440000', nome: 'Fulano de Tal', cidade: 'BRASILIA' }),
    ).toBe(
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR' +
        '5913Fulano de Tal6008BRASILIA62070503***63041D3D',
    );
  });

  it('a static charge carries key, amount, merchant, city and txid, and a valid CRC', () => {
    const code = brCode({
      chave: 'financeiro@consultorio.app',
      valor: '39.90',
      nome: 'Consultório Psicologia Ltda — Matriz',
      cidade: 'São Paulo',
      txid: 'ABC123def456',
    });
    const { campos, crcValido } = lerBrCode(code);
    expect(crcValido).toBe(true);
    expect(campos['00']).toBe('01');
    expect(subcampos(campos['26'])).toEqual({ '00': 'br.gov.bcb.pix', '01': 'financeiro@consultorio.app' });
    expect(campos['52']).toBe('0000');
    expect(campos['53']).toBe('986');
    expect(campos['54']).toBe('39.90');
    expect(campos['58']).toBe('BR');
    expect(campos['59']).toBe('Consultorio Psicologia Lt');
    expect(campos['60']).toBe('Sao Paulo');
    expect(subcampos(campos['62'])).toEqual({ '05': 'ABC123def456' });
    expect(campos['63']).toMatch(/^[0-9A-F]{4}$/);
    expect(code.endsWith(`6304${campos['63']}`)).toBe(true);
  });

  it('a dynamic charge points to the PSP location, is one-time and has txid ***', () => {
    const code = brCode({
      location: 'https://pix.psp.example/qr/v2/cobv/9d36b84fc70b478fb95c12729b90ca25',
      valor: '990.00',
      nome: 'Consultorio',
      cidade: 'Brasilia',
      unico: true,
    });
    const { campos, crcValido } = lerBrCode(code);
    expect(crcValido).toBe(true);
    expect(campos['01']).toBe('12');
    expect(subcampos(campos['26'])).toEqual({
      '00': 'br.gov.bcb.pix',
      '25': 'pix.psp.example/qr/v2/cobv/9d36b84fc70b478fb95c12729b90ca25',
    });
    expect(campos['54']).toBe('990.00');
    expect(subcampos(campos['62'])).toEqual({ '05': '***' });
  });

  it('a changed character breaks the CRC', () => {
    const code = brCode({ chave: 'k', valor: '39.90', nome: 'N', cidade: 'C', txid: 'T1' });
    expect(lerBrCode(code.replace('39.90', '39.00')).crcValido).toBe(false);
  });

  it('refuses a txid the manual does not allow and fields over 99 characters', () => {
    expect(() => brCode({ chave: 'k', nome: 'N', cidade: 'C', txid: 'com-hifen' })).toThrow(/txid/);
    expect(() => brCode({ chave: 'k', nome: 'N', cidade: 'C', txid: 'A'.repeat(26) })).toThrow(/txid/);
    expect(() => tlv('26', 'x'.repeat(100))).toThrow(/99/);
    expect(() => brCode({ nome: 'N', cidade: 'C' })).toThrow(/chave/);
  });

  it('helpers: amounts with two decimals, names without accents', () => {
    expect(valorTexto(3990)).toBe('39.90');
    expect(valorTexto(99000)).toBe('990.00');
    expect(valorTexto(5)).toBe('0.05');
    expect(textoEmv('  Clínica  Ação & Cia ', 25)).toBe('Clinica Acao Cia');
  });
});

describe('QR image', () => {
  it('is a PNG data URL that decodes back to the same text', async () => {
    const payload = brCode({
      chave: 'financeiro@consultorio.app',
      valor: '990.00',
      nome: 'Consultorio',
      cidade: 'Sao Paulo',
      txid: 'QRTESTE000000000000000001',
    });
    const url = await qrCodePng(payload);
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    const png = Buffer.from(url.slice('data:image/png;base64,'.length), 'base64');
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    const dir = mkdtempSync(join(tmpdir(), 'brcode-'));
    const file = join(dir, 'qr.png');
    writeFileSync(file, png);
    const decoded = execFileSync('zbarimg', ['--raw', '-q', file], { encoding: 'utf8' }).replace(/\n$/, '');
    expect(decoded).toBe(payload);
  });
});
