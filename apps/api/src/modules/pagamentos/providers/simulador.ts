import type { PixConfig } from '../../../config.ts';
import { brCode } from '../brcode.ts';
import type { PixProvider } from './types.ts';

/**
 * The development provider: a static BR Code with the configured key, the amount and the txid. No PSP is
 * involved, so nothing can be read back; a charge is confirmed only by POST /user/pix-payment/{id}/simular-pagamento
 * (which exists only with this provider and never in production).
 */
export function simuladorProvider(pix: PixConfig): PixProvider {
  return {
    nome: 'simulador',
    tamanhoTxid: 25,
    async criarCobranca(c) {
      return {
        pixCopiaECola: brCode({
          chave: pix.chave,
          valor: c.valor,
          nome: pix.nome,
          cidade: pix.cidade,
          txid: c.txid,
        }),
      };
    },
    async consultarCobranca() {
      return null;
    },
    async registrarWebhook() {},
  };
}
