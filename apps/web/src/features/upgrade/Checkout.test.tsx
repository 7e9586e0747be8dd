import type { CobrancaPix, Pagamento } from '@consultorio/contracts/pagamentos';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { planStore } from '../../plano/store';
import { planInfo } from '../../plano/testing';
import { jsonResponse, mockFetch, stubBrowser } from '../../test/browser';
import { renderWithProviders } from '../../test/render';
import { Checkout } from './Checkout';

const cobranca = (over: Partial<CobrancaPix> = {}): CobrancaPix => ({
  id: '9b2f3a52-0d8e-4f5b-9a77-0c1d2e3f4a5b',
  plano: 'essencial',
  status: 'pendente',
  valor: 39.9,
  pix_copia_e_cola: '00020126330014br.gov.bcb.pix0111pix@teste5204000053039865405' + '39.905802BR6304ABCD',
  qr_code: 'data:image/png;base64,iVBORw0KGgo=',
  expira_em: new Date(Date.now() + 29 * 60_000 + 30_000).toISOString(),
  ...over,
});

const status = (s: Pagamento['status'], c = cobranca()): Pagamento => ({
  id: c.id,
  plano: c.plano,
  status: s,
  valor: c.valor,
  expira_em: c.expira_em,
  pago_em: s === 'pago' ? new Date().toISOString() : null,
  criado_em: new Date().toISOString(),
});

beforeAll(() => stubBrowser());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  stubBrowser();
  planStore.clear();
});

function serve(opts: { simulacao: boolean; statuses: Pagamento['status'][] }) {
  const seq = [...opts.statuses];
  return mockFetch((path) => {
    if (path === '/public/api/user/pix-config') {
      return jsonResponse(200, { provedor: 'simulador', simulacao: opts.simulacao });
    }
    if (path.startsWith('/public/api/user/pix-payment-status/')) {
      return jsonResponse(200, status(seq.length > 1 ? (seq.shift() as Pagamento['status']) : seq[0]));
    }
    if (path === '/public/api/user/plan-info') return jsonResponse(200, planInfo('essencial'));
    return jsonResponse(404, { message: 'não encontrado' });
  });
}

describe('PIX checkout', () => {
  it('shows the QR image, the read-only copia-e-cola, the countdown; no simulation without the simulator', async () => {
    serve({ simulacao: false, statuses: ['pendente'] });
    renderWithProviders(
      <Checkout cobranca={cobranca()} onNovoCodigo={() => {}} gerando={false} onClose={() => {}} />,
    );
    const img = screen.getByRole('img', { name: /QR Code do PIX de R\$\s39,90 para o plano Essencial/ });
    expect(img).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    const input = screen.getByLabelText('PIX copia e cola');
    expect(input).toHaveAttribute('readonly');
    expect(input).toHaveValue(cobranca().pix_copia_e_cola);
    expect(screen.getByRole('timer')).toHaveTextContent(/^29:(2\d|30)$/);
    await screen.findByText('Aguardando o pagamento…');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Simular pagamento' })).toBeNull());
  });

  it('"Copiar" puts the code on the clipboard and says "Código copiado"', async () => {
    serve({ simulacao: false, statuses: ['pendente'] });
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithProviders(
      <Checkout cobranca={cobranca()} onNovoCodigo={() => {}} gerando={false} onClose={() => {}} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(writeText).toHaveBeenCalledWith(cobranca().pix_copia_e_cola);
    expect(await screen.findByText('Código copiado')).toBeInTheDocument();
  });

  it('polls until paid, then says "Pagamento confirmado" and fetches the plan again', async () => {
    const fetch = serve({ simulacao: true, statuses: ['pendente', 'pago'] });
    renderWithProviders(
      <Checkout cobranca={cobranca()} onNovoCodigo={() => {}} gerando={false} onClose={() => {}} />,
    );
    expect(await screen.findByRole('button', { name: 'Simular pagamento' })).toBeInTheDocument();
    expect(await screen.findByText('Pagamento confirmado', {}, { timeout: 6000 })).toBeInTheDocument();
    const paths = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(paths.filter((p) => p.includes('pix-payment-status')).length).toBeGreaterThanOrEqual(2);
    await waitFor(() => expect(planStore.get().info?.plano.slug).toBe('essencial'));
    expect(screen.getByRole('link', { name: 'Ir para a Gestão Financeira' })).toHaveAttribute(
      'href',
      '/financeiro',
    );
  }, 10_000);

  it('a status poll answered "pendente" after "Simular pagamento" does not bring the QR back', async () => {
    let soltar: (r: Response) => void = () => {};
    const pendenteAtrasado = new Promise<Response>((resolve) => (soltar = resolve));
    let polls = 0;
    mockFetch((path) => {
      if (path === '/public/api/user/pix-config')
        return jsonResponse(200, { provedor: 'simulador', simulacao: true });
      if (path.startsWith('/public/api/user/pix-payment-status/')) {
        polls++;
        return polls === 1 ? pendenteAtrasado : jsonResponse(200, status('pago'));
      }
      if (path.endsWith('/simular-pagamento')) return jsonResponse(200, status('pago'));
      if (path === '/public/api/user/plan-info') return jsonResponse(200, planInfo('essencial'));
      return jsonResponse(404, { message: 'não encontrado' });
    });
    renderWithProviders(
      <Checkout cobranca={cobranca()} onNovoCodigo={() => {}} gerando={false} onClose={() => {}} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Simular pagamento' }));
    expect(await screen.findByText('Pagamento confirmado')).toBeInTheDocument();
    soltar(jsonResponse(200, status('pendente')));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByText('Pagamento confirmado')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
  });

  it('an expired code offers a new one', async () => {
    serve({ simulacao: false, statuses: ['expirado'] });
    const onNovoCodigo = vi.fn();
    renderWithProviders(
      <Checkout cobranca={cobranca()} onNovoCodigo={onNovoCodigo} gerando={false} onClose={() => {}} />,
    );
    expect(await screen.findByText('Este código expirou')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Gerar novo código' }));
    expect(onNovoCodigo).toHaveBeenCalledOnce();
  });
});
