import { describe, expect, it } from 'vitest';
import {
  LEMBRETES_PADRAO,
  lembretesConfigSchema,
  localDoAgendamento,
  MODELO_PADRAO,
  marcadoresDesconhecidos,
  renderizarModelo,
  textoDoEndereco,
  whatsappUrl,
} from './lembretes.ts';

const dados = {
  nome: 'Mariana Costa Lima',
  data: '10/03/2031',
  hora: '14:30',
  profissional: 'Ana Souza',
  local: 'online',
};

describe('reminder template', () => {
  it('fills the five placeholders, with the first name only, and keeps the rest as written', () => {
    expect(
      renderizarModelo('Oi {nome} ({nome}), {data} {hora} com {profissional} — {local}. {x}', dados),
    ).toBe('Oi Mariana (Mariana), 10/03/2031 14:30 com Ana Souza — online. {x}');
    expect(renderizarModelo(MODELO_PADRAO, dados)).toBe(
      'Olá, Mariana! Lembrete da sua sessão com Ana Souza em 10/03/2031 às 14:30 (online). ' +
        'Se não puder comparecer, avise com antecedência, por favor.',
    );
  });

  it('refuses unknown placeholders and out-of-range hours; blank means the default', () => {
    expect(marcadoresDesconhecidos('Olá {nome}, {diagnostico} {cid}')).toEqual(['diagnostico', 'cid']);
    expect(
      lembretesConfigSchema.safeParse({ ativo: true, antecedencia_horas: 24, modelo: '{prontuario}' })
        .success,
    ).toBe(false);
    for (const antecedencia_horas of [0, 73, 2.5]) {
      expect(lembretesConfigSchema.safeParse({ ativo: true, antecedencia_horas }).success).toBe(false);
    }
    expect(lembretesConfigSchema.parse({ ativo: false, antecedencia_horas: 1, modelo: '  ' }).modelo).toBe(
      '',
    );
    expect(LEMBRETES_PADRAO).toEqual({ ativo: false, antecedencia_horas: 24, modelo: MODELO_PADRAO });
  });

  it('says where: online, the appointment place, the practice address, or the consultório', () => {
    const endereco = {
      logradouro: 'Rua A',
      numero: '10',
      complemento: 'sala 2',
      bairro: 'Centro',
      cidade: 'Santos',
      uf: 'SP',
    };
    expect(textoDoEndereco(endereco)).toBe('Rua A, 10, sala 2 - Centro - Santos/SP');
    expect(localDoAgendamento({ modalidade: 'online', local: 'Sala 1' }, endereco)).toBe('online');
    expect(localDoAgendamento({ modalidade: 'presencial', local: 'Sala 1' }, endereco)).toBe('Sala 1');
    expect(localDoAgendamento({ modalidade: null, local: null }, endereco)).toBe(textoDoEndereco(endereco));
    expect(localDoAgendamento({}, null)).toBe('no consultório');
  });

  it('builds the wa.me link with 55, DDD and number, the text encoded; null without a Brazilian number', () => {
    expect(whatsappUrl('(11) 98765-4321', 'Oi & até já?')).toBe(
      'https://wa.me/5511987654321?text=Oi%20%26%20at%C3%A9%20j%C3%A1%3F',
    );
    expect(whatsappUrl('+55 21 3456-7890', 'x')).toBe('https://wa.me/552134567890?text=x');
    expect(whatsappUrl('123', 'x')).toBeNull();
    expect(whatsappUrl(null, 'x')).toBeNull();
  });
});
