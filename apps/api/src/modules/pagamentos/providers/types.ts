/*
 * One interface for the PIX providers (modules/pagamentos). The service creates a charge through it, reads a
 * charge back before trusting any notification, and, with a real PSP, registers the webhook.
 */

export interface NovaCobranca {
  txid: string;
  /** Amount in reais with two decimals ("39.90"). */
  valor: string;
  expiracaoSegundos: number;
  /** Shown to the payer in the bank app. */
  descricao: string;
}

export interface CobrancaCriada {
  /** The BR Code ("copia e cola") the payer's bank reads. */
  pixCopiaECola: string;
}

/** A PIX received for a charge, as the PSP reports it when the charge is read back. */
export interface PixRecebido {
  endToEndId: string;
  valor: string;
  horario: string;
}

/** A charge as the PSP knows it: CONCLUIDA once paid (BCB API Pix statuses). */
export interface CobrancaConsultada {
  txid: string;
  status: 'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_USUARIO_RECEBEDOR' | 'REMOVIDA_PELO_PSP';
  pix: PixRecebido[];
}

export interface PixProvider {
  readonly nome: 'simulador' | 'bcb';
  /** Length of the txids this provider uses (a static code allows 25; the BCB API Pix 26 to 35). */
  readonly tamanhoTxid: number;
  criarCobranca(c: NovaCobranca): Promise<CobrancaCriada>;
  /** Reads the charge at the PSP; null when the provider has no PSP to ask (the simulator). */
  consultarCobranca(txid: string): Promise<CobrancaConsultada | null>;
  /** Registers PUBLIC_URL/api/pix/webhook with the PSP (a no-op for the simulator). */
  registrarWebhook(webhookUrl: string): Promise<void>;
}
