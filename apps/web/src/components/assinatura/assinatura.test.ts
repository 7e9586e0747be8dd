import { MSG_DOCUMENTOS } from '@consultorio/contracts/documentos';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/errors';
import { emissorForaDaIcpBrasil, erroDaAssinatura, problemaDoCertificado } from './assinatura';

describe('signing errors go to the field they are about', () => {
  it('uses the field the API names', () => {
    const e = new ApiError(422, { message: 'Dados inválidos.', errors: { senha: ['Senha errada.'] } });
    expect(erroDaAssinatura(e)).toEqual({ campo: 'senha', mensagem: 'Senha errada.' });
  });

  it('knows the contract’s messages without a field', () => {
    expect(erroDaAssinatura(new ApiError(422, { message: MSG_DOCUMENTOS.senhaIncorreta })).campo).toBe(
      'senha',
    );
    expect(erroDaAssinatura(new ApiError(422, { message: MSG_DOCUMENTOS.certificadoVencido })).campo).toBe(
      'certificado',
    );
    expect(erroDaAssinatura(new ApiError(413, { message: 'Arquivo grande demais.' }))).toEqual({
      campo: 'certificado',
      mensagem: 'Arquivo grande demais.',
    });
  });

  it('leaves anything else to the dialog’s alert', () => {
    expect(erroDaAssinatura(new ApiError(404, { message: MSG_DOCUMENTOS.naoEncontrado }))).toEqual({
      campo: null,
      mensagem: MSG_DOCUMENTOS.naoEncontrado,
    });
    expect(erroDaAssinatura(new TypeError('Failed to fetch')).mensagem).toMatch(/Verifique sua conexão/);
  });

  it('asks for a .pfx or .p12 file before sending', () => {
    expect(problemaDoCertificado(null)).toBe(MSG_DOCUMENTOS.certificadoObrigatorio);
    expect(problemaDoCertificado(new File(['x'], 'foto.jpg'))).toBe(MSG_DOCUMENTOS.certificadoInvalido);
    expect(problemaDoCertificado(new File(['x'], 'Certificado.PFX'))).toBeNull();
    expect(problemaDoCertificado(new File(['x'], 'a1.p12'))).toBeNull();
  });
});

describe('a certificate outside ICP-Brasil', () => {
  it('is told by the API’s 409 with its issuer, and by nothing else', () => {
    const fora = new ApiError(409, {
      message: MSG_DOCUMENTOS.foraDaIcpBrasil('AC LIVRE'),
      detalhes: { emissor: 'AC LIVRE', icp_brasil: 'nao' },
    });
    expect(emissorForaDaIcpBrasil(fora)).toBe('AC LIVRE');
    expect(emissorForaDaIcpBrasil(new ApiError(409, { message: 'Conflito.' }))).toBeNull();
    expect(emissorForaDaIcpBrasil(new ApiError(422, { message: MSG_DOCUMENTOS.senhaIncorreta }))).toBeNull();
  });
});
