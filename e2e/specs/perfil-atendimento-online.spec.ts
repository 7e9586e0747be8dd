// Journey: online care under Res. CFP 09/2024 (docs/product.md §16). In Perfil → "Atendimento online" the
// psychologist picks her video platform, inserts the ready emergency route and completes it, saves, and finds both
// after a reload and in the API; nothing on the page asks for an e-Psi registration. The FAQ explains what online
// care needs now and the terms of use cite Res. 09/2024. Screenshots at 1280 light and 390 light and dark, axe on
// the section and the answer.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { field, MOBILE } from '../lib/browser.ts';
import { browser, journey, server } from '../lib/journey.ts';
import { apiRequest, axeViolations, closeToasts, openSessionPage, settle } from '../lib/page.ts';
import { signUpViaApi } from '../lib/users.ts';

let titular: Awaited<ReturnType<typeof signUpViaApi>>;

journey({}, async () => {
  titular = await signUpViaApi(server.url);
});

/** The profile's "Atendimento online" card. */
const SECAO = 'section[aria-labelledby="perfil-atendimento-online"]';
const secaoOnline = (page: Page) => page.locator(SECAO);
const plataformaDe = (page: Page) => page.getByRole('combobox', { name: 'Plataforma de vídeo' });

test('Perfil → Atendimento online: platform and emergency route saved, no e-Psi', async () => {
  const { context, page } = await openSessionPage(browser, server.url, titular, {
    width: 1280,
    height: 1000,
  });
  await page.goto('/perfil');
  const secao = secaoOnline(page);
  await secao.waitFor();
  await secao.getByText('Resolução CFP nº 09/2024').waitFor();
  assert.equal(await page.getByText(/e-Psi/).count(), 0, 'nothing in Perfil mentions the e-Psi');

  const plataforma = plataformaDe(page);
  await plataforma.fill('Goo');
  await page.getByRole('option', { name: 'Google Meet' }).click();
  assert.equal(await plataforma.inputValue(), 'Google Meet');

  const emergencia = field(page, 'Encaminhamento em emergências');
  await emergencia.fill('Avise a Dra. Ana: (11) 98888-0000');
  await secao.getByRole('button', { name: 'Inserir sugestão' }).click();
  const texto = await emergencia.inputValue();
  assert.match(texto, /^Avise a Dra\. Ana: \(11\) 98888-0000\n\n/);
  assert.match(texto, /CVV.*188/);
  assert.match(texto, /SAMU: ligue 192/);
  const completo = texto.replace('[nome, endereço e telefone]', 'CAPS Sé, Rua Frederico Alvarenga, 259');
  await emergencia.fill(completo);
  await settle(page, { scrollTop: false });
  assert.deepEqual(await axeViolations(page, SECAO), []);
  await secao.screenshot({ path: 'e2e/artifacts/perfil-atendimento-online-1280.png' });

  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await page.getByText('Seus dados foram salvos.').waitFor();
  await closeToasts(page);
  const { usuario } = await apiRequest(server.url, titular.token, 'GET', 'user/profile');
  assert.equal(usuario.plataforma_online, 'Google Meet');
  assert.equal(usuario.encaminhamento_emergencia, completo);
  assert.ok(!('cadastro_epsi' in usuario));

  await page.reload();
  await plataformaDe(page).waitFor();
  assert.equal(await plataformaDe(page).inputValue(), 'Google Meet');
  assert.equal(await field(page, 'Encaminhamento em emergências').inputValue(), completo);

  // The FAQ: no registration any more, what Res. 09/2024 asks instead.
  await page.goto('/faq');
  const pergunta = page.getByRole('button', { name: /O que o CFP pede para atender online/ });
  await pergunta.click();
  const resposta = page.getByRole('region', { name: /O que o CFP pede para atender online/ });
  await resposta.getByText(/Resolução CFP nº 09\/2024/).waitFor();
  const lida = await resposta.innerText();
  assert.match(lida, /substituiu a Resolução CFP nº 11\/2018/);
  assert.match(lida, /descontinuou o Cadastro e-Psi/);
  assert.match(lida, /SATEPSI/);
  await settle(page, { scrollTop: false });
  assert.deepEqual(await axeViolations(page), []);
  await pergunta.locator('xpath=ancestor::div[contains(@class,"mantine-Accordion-item")][1]').screenshot({
    path: 'e2e/artifacts/faq-atendimento-online-1280.png',
  });

  await page.goto('/termos-uso');
  await page.getByText(/nº 09\/2024/).waitFor();
  assert.equal(await page.getByText(/11\/2018/).count(), 0);
  await context.close();
});

for (const dark of [false, true]) {
  test(`Perfil → Atendimento online and the FAQ on a phone, ${dark ? 'dark' : 'light'}`, async () => {
    const sufixo = dark ? '390-escuro' : '390';
    // Tall enough for the whole card below the fixed header.
    const viewport = { ...MOBILE, height: 1200 };
    const { context, page } = await openSessionPage(browser, server.url, titular, viewport, { dark });
    await page.goto('/perfil');
    const secao = secaoOnline(page);
    await plataformaDe(page).waitFor();
    await secao.evaluate((el) =>
      window.scrollBy({ top: el.getBoundingClientRect().top - 72, behavior: 'instant' }),
    );
    await settle(page, { scrollTop: false });
    assert.deepEqual(await axeViolations(page, SECAO), []);
    await secao.screenshot({ path: `e2e/artifacts/perfil-atendimento-online-${sufixo}.png` });

    await page.goto('/faq');
    const pergunta = page.getByRole('button', { name: /O que o CFP pede para atender online/ });
    await pergunta.click();
    await page
      .getByRole('region', { name: /O que o CFP pede para atender online/ })
      .getByText(/SATEPSI/)
      .waitFor();
    await settle(page, { scrollTop: false });
    assert.deepEqual(await axeViolations(page), []);
    await pergunta.locator('xpath=ancestor::div[contains(@class,"mantine-Accordion-item")][1]').screenshot({
      path: `e2e/artifacts/faq-atendimento-online-${sufixo}.png`,
    });
    await context.close();
  });
}
