// Journey: book a weekly series through the "Novo agendamento" dialog (click on a free slot), move one
// occurrence by drag in the week view ("Somente este"), cancel the future ones ("Este e os próximos"), and see a
// double booking refused with a clear message. Screenshots of each view (month, week, day, list) light and dark,
// the dialog, the details and the phone layout.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { MOBILE, screenshot } from '../lib/browser.ts';
import { esperarAnimacoes } from '../lib/esperar.ts';
import { browser, journey, server } from '../lib/journey.ts';
import { apiRequest, closeToasts, openSessionPage, settle as settleScreen } from '../lib/page.ts';
import { randomCpf, signUpViaApi } from '../lib/users.ts';

let session: Awaited<ReturnType<typeof signUpViaApi>>;
let maria: { id: string };
let joao: { id: string };

const TALL = { width: 1280, height: 1100 };

const api = (method: string, path: string, body?: unknown) =>
  apiRequest(server.url, session.token, method, path, body);
const openPage = (viewport = TALL, dark = false) =>
  openSessionPage(browser, server.url, session, viewport, { dark });
const settle = (page: Page) => settleScreen(page, { mouseAway: true, scrollTop: false });

journey({}, async () => {
  session = await signUpViaApi(server.url);
  maria = (
    await api('POST', 'paciente', { nome: 'Maria Silva', telefone: '(11) 98765-4321', cpf: randomCpf() })
  ).paciente;
  joao = (
    await api('POST', 'paciente', { nome: 'João Souza', telefone: '(11) 91234-5678', cpf: randomCpf() })
  ).paciente;
});

/** Days in São Paulo: the day `n` days after `dia` (YYYY-MM-DD). */
const somarDias = (dia: string, n: number) =>
  new Date(Date.parse(`${dia}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const hojeSP = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const br = (dia: string) => dia.split('-').reverse().join('/');

// The week after the current one (pt-BR weeks start on Sunday): its Monday, Tuesday and Wednesday.
const domingo = somarDias(hojeSP(), 7 - new Date(`${hojeSP()}T12:00:00Z`).getUTCDay());
const segunda = somarDias(domingo, 1);
const terca = somarDias(domingo, 2);
const quarta = somarDias(domingo, 3);

const calendario = (page: Page) => page.getByTestId('agenda-calendario');
const visao = (page: Page, rotulo: string) =>
  page.locator('.mantine-SegmentedControl-label', { hasText: new RegExp(`^${rotulo}$`) }).click();

/** Centre of a day's column and top of a time slot in the week/day grid. */
async function pontoNaGrade(page: Page, dia: string, hora: string) {
  const coluna = await calendario(page).locator(`td.fc-timegrid-col[data-date="${dia}"]`).boundingBox();
  const slot = await calendario(page)
    .locator(`td.fc-timegrid-slot-lane[data-time="${hora}:00"]`)
    .boundingBox();
  assert.ok(coluna && slot, `grade ${dia} ${hora}`);
  return { x: coluna.x + coluna.width / 2, y: slot.y + 5 };
}

/** "Novo agendamento" → patient, day and time (typed as HHMM) → "Agendar"; answers the dialog. */
async function marcarPeloDialogo(page: Page, paciente: string, dia: string, hhmm: string) {
  await page.getByRole('button', { name: 'Novo agendamento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo agendamento' });
  await dialog.getByLabel('Paciente').fill(paciente.split(' ')[0]);
  await page.getByRole('option', { name: paciente }).click();
  await page.waitForLoadState('networkidle');
  await dialog.getByLabel('Data').fill(br(dia));
  await dialog.getByLabel('Hora', { exact: true }).click();
  await page.keyboard.type(hhmm);
  await dialog.getByRole('button', { name: 'Agendar' }).click();
  return dialog;
}

const agendamentosDaMaria = async () =>
  (await api('GET', `agendamentos?paciente_id=${maria.id}&per_page=100`)).agendamentos as Array<{
    id: string;
    inicio: string;
    status: string;
    serie_ordem: number;
  }>;

test('book a weekly series, drag one occurrence, cancel the future ones, a double booking is refused', async () => {
  const { context, page, errors } = await openPage();
  await page.goto('/agendamentos');
  await calendario(page).locator('.fc-timegrid').waitFor();
  await page.getByRole('button', { name: 'Próximo' }).click();
  await calendario(page).locator(`th.fc-col-header-cell[data-date="${segunda}"]`).waitFor();

  // A click on the free slot of next Monday 14:00 opens the dialog with that start.
  await calendario(page).locator(`td.fc-timegrid-slot-lane[data-time="14:00:00"]`).scrollIntoViewIfNeeded();
  const slot = await pontoNaGrade(page, segunda, '14:00');
  await page.mouse.click(slot.x, slot.y);
  const dialog = page.getByRole('dialog', { name: 'Novo agendamento' });
  await dialog.waitFor();
  assert.equal(await dialog.getByLabel('Data').inputValue(), br(segunda));
  assert.equal(await dialog.getByLabel('Hora', { exact: true }).inputValue(), '14');
  assert.equal(await dialog.getByLabel('Minutos', { exact: true }).inputValue(), '00');
  assert.equal(await dialog.getByLabel('Duração (min)').inputValue(), '50');

  await dialog.getByLabel('Paciente').fill('mari');
  await page.getByRole('option', { name: 'Maria Silva' }).click();
  // Let the debounced search answer before going on, so a late response cannot change the choice.
  await page.waitForLoadState('networkidle');
  assert.equal(await dialog.getByLabel('Paciente').inputValue(), 'Maria Silva');
  await dialog.getByLabel('Repetição').click();
  await page.getByRole('option', { name: 'Toda semana' }).click();
  await dialog.getByLabel('Ocorrências').fill('6');
  await dialog.getByLabel('Local').fill('Consultório — sala 2');
  await esperarAnimacoes(page);
  await screenshot(page, 'agendamentos-dialog-1280');
  await dialog.getByRole('button', { name: 'Agendar' }).click();
  // Either the success toast or what the dialog complains about (then the failure says what it was).
  const criados = page.getByText(
    `6 agendamentos marcados a partir de seg., ${br(segunda).slice(0, 5)} às 14:00`,
  );
  await criados.or(dialog.locator('[role="alert"], .mantine-InputWrapper-error').first()).waitFor();
  assert.ok(
    await criados.isVisible(),
    `o agendamento não foi criado: ${await dialog.innerText().catch(() => '')}`,
  );
  await dialog.waitFor({ state: 'hidden' });

  let serie = await agendamentosDaMaria();
  assert.equal(serie.length, 6);
  assert.deepEqual(
    serie.map((a) => a.inicio.slice(0, 16)),
    [0, 7, 14, 21, 28, 35].map((n) => `${somarDias(segunda, n)}T14:00`),
  );

  // Drag the Monday occurrence to Tuesday 11:00 → "Somente este" (both slots far from the grid's edges, where
  // FullCalendar would start scrolling).
  const evento = calendario(page).locator(`td.fc-timegrid-col[data-date="${segunda}"] .fc-timegrid-event`);
  await evento.waitFor();
  const box = await evento.boundingBox();
  assert.ok(box);
  // Grab the event anywhere and move the pointer by exactly 3 h of grid (14:00 → 11:00) into Tuesday's column.
  const de = await pontoNaGrade(page, segunda, '14:00');
  const para = await pontoNaGrade(page, terca, '11:00');
  const pega = { x: box.x + box.width / 2, y: box.y + 12 };
  await page.mouse.move(pega.x, pega.y);
  await page.mouse.down();
  await page.mouse.move(pega.x + 10, pega.y - 10, { steps: 5 });
  await page.mouse.move(para.x, pega.y + (para.y - de.y), { steps: 20 });
  await page.mouse.up();
  const escopo = page.getByRole('dialog', { name: 'Mover agendamento recorrente' });
  await escopo.waitFor();
  await escopo.getByRole('button', { name: 'Somente este' }).click();
  await page.getByText('Agendamento alterado').waitFor();
  serie = await agendamentosDaMaria();
  assert.equal(serie.find((a) => a.serie_ordem === 1)?.inicio, `${terca}T11:00:00-03:00`);
  assert.equal(serie.find((a) => a.serie_ordem === 2)?.inicio, `${somarDias(segunda, 7)}T14:00:00-03:00`);
  await calendario(page).locator(`td.fc-timegrid-col[data-date="${terca}"] .fc-timegrid-event`).waitFor();

  // Double booking: João holds Wednesday 10:00; booking Maria there is refused with the clash named.
  await api('POST', 'agendamento', { paciente_id: joao.id, inicio: `${quarta}T10:00:00-03:00` });
  await page.reload();
  await calendario(page).locator('.fc-timegrid').waitFor();
  await page.getByRole('button', { name: 'Novo agendamento' }).click();
  await dialog.waitFor();
  await dialog.getByLabel('Paciente').fill('Maria');
  await page.getByRole('option', { name: 'Maria Silva' }).click();
  await dialog.getByLabel('Data').fill(br(quarta));
  await dialog.getByLabel('Hora', { exact: true }).click();
  await page.keyboard.type('1020');
  await dialog.getByRole('button', { name: 'Agendar' }).click();
  const mensagem = `Conflito com João Souza em ${br(quarta)} às 10:00.`;
  await dialog.getByRole('alert').getByText(mensagem).waitFor();
  await dialog.getByText('Horário ocupado').waitFor();
  await esperarAnimacoes(page);
  await screenshot(page, 'agendamentos-conflito-1280');
  // Another length (or day, or hour) is another question: the warning about the old one goes.
  await dialog.getByLabel('Duração (min)').fill('45');
  await dialog.getByText('Horário ocupado').waitFor({ state: 'detached' });
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await dialog.waitFor({ state: 'hidden' });
  assert.equal((await agendamentosDaMaria()).length, 6, 'nothing booked on the clash');

  // Cancel the future ones from the second occurrence on ("Este e os próximos").
  await page.getByRole('button', { name: 'Próximo' }).click();
  await page.getByRole('button', { name: 'Próximo' }).click();
  const segundo = calendario(page).locator(
    `td.fc-timegrid-col[data-date="${somarDias(segunda, 7)}"] .fc-timegrid-event`,
  );
  await segundo.click();
  const detalhes = page.getByRole('dialog', { name: 'Agendamento' });
  await detalhes.getByText('Maria Silva').waitFor();
  await esperarAnimacoes(page);
  await screenshot(page, 'agendamentos-detalhes-1280');
  await detalhes.getByRole('button', { name: 'Cancelar', exact: true }).click();
  const cancelar = page.getByRole('dialog', { name: 'Cancelar agendamento recorrente' });
  await cancelar.getByRole('button', { name: 'Este e os próximos' }).click();
  // One sentence that says what was cancelled (not a generic "atualizados" under the title "cancelado").
  await page.getByText(/^5 agendamentos da série foram cancelados, a partir de /).waitFor();
  await screenshot(page, 'agendamentos-cancelados-1280');
  serie = await agendamentosDaMaria();
  assert.deepEqual(
    serie.sort((a, b) => a.serie_ordem - b.serie_ordem).map((a) => a.status),
    ['agendado', 'cancelado', 'cancelado', 'cancelado', 'cancelado', 'cancelado'],
  );

  assert.deepEqual(errors, []);
  await context.close();
});

const VISOES = [
  ['month', 'Mês'],
  ['week', 'Semana'],
  ['day', 'Dia'],
  ['list', 'Lista'],
] as const;

test('screenshots of every view, light and dark, and the phone layout', async () => {
  // A fuller week to look at: the series above plus a few single appointments with each status.
  const feito = await api('POST', 'agendamento', {
    paciente_id: joao.id,
    inicio: `${segunda}T09:00:00-03:00`,
    modalidade: 'online',
    link_online: 'https://meet.exemplo.com/joao',
  });
  await api('PUT', `agendamento/${feito.agendamento.id}`, { status: 'confirmado' });
  await api('POST', 'agendamento', {
    paciente_id: maria.id,
    inicio: `${quarta}T15:00:00-03:00`,
    duracao_minutos: 60,
  });
  for (const dark of [false, true]) {
    const { context, page, errors } = await openPage({ width: 1280, height: 900 }, dark);
    await page.goto('/agendamentos');
    await calendario(page).locator('.fc-timegrid').waitFor();
    await page.getByRole('button', { name: 'Próximo' }).click();
    for (const [nome, rotulo] of VISOES) {
      await visao(page, rotulo);
      if (nome === 'day') {
        // The day of the series' first (moved) occurrence.
        while (!(await calendario(page).locator(`td.fc-timegrid-col[data-date="${terca}"]`).count())) {
          await page.getByRole('button', { name: 'Próximo' }).click();
        }
      }
      if (nome === 'list') {
        // Each day of the list is named: its weekday, and its date beside it.
        const dia = calendario(page).locator(`tr.fc-list-day[data-date="${segunda}"]`);
        assert.match(
          await dia.innerText(),
          new RegExp(
            `segunda-feira\\s+${Number(segunda.slice(8))} de \\p{L}+ de ${segunda.slice(0, 4)}`,
            'iu',
          ),
        );
      }
      await settle(page);
      await screenshot(page, `agendamentos-${nome}-${dark ? 'dark' : 'light'}-1280`);
    }
    // The week grid is as tall as its hours and the page scrolls: 21:00 is reached by scrolling the page, with the
    // row of days still in sight under the app header, and no inner scrolling area is left to reach by keyboard.
    await visao(page, 'Semana');
    await calendario(page).locator('td.fc-timegrid-slot-lane[data-time="21:00:00"]').scrollIntoViewIfNeeded();
    const vista = await page.evaluate(() => ({
      rolou: window.scrollY,
      cabecalho: document.querySelector('.fc-col-header')?.getBoundingClientRect().top ?? -1,
      topo: document.querySelector('header')?.getBoundingClientRect().bottom ?? -1,
      rolagens: [...document.querySelectorAll<HTMLElement>('.fc-scroller')].filter(
        (el) => el.scrollHeight > el.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(el).overflowY),
      ).length,
    }));
    assert.ok(vista.rolou > 0, 'a página rolou até 21:00');
    assert.ok(Math.abs(vista.cabecalho - vista.topo) <= 1, `dias sob o cabeçalho: ${JSON.stringify(vista)}`);
    assert.equal(vista.rolagens, 0);
    assert.deepEqual(errors, []);
    await context.close();
  }

  const { context, page, errors } = await openPage(MOBILE);
  await page.goto('/agendamentos');
  await calendario(page).locator('.fc-list, .fc-list-empty').first().waitFor();
  await page.getByRole('button', { name: 'Próximo' }).click();
  await calendario(page).getByText('Maria Silva').first().waitFor();
  await settle(page);
  await screenshot(page, 'agendamentos-list-390');
  await visao(page, 'Dia');
  await page.getByRole('button', { name: 'Próximo' }).click();
  await calendario(page).getByText('João Souza').first().waitFor();
  await settle(page);
  await screenshot(page, 'agendamentos-day-390');
  await page.getByRole('button', { name: 'Novo agendamento' }).click();
  await page.getByRole('dialog', { name: 'Novo agendamento' }).waitFor();
  await esperarAnimacoes(page);
  await screenshot(page, 'agendamentos-dialog-390');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 1, `no horizontal scroll at 390 px (${overflow}px)`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the patient file’s Agenda tab lists that patient’s appointments by month', async () => {
  const { context, page, errors } = await openPage({ width: 1280, height: 900 });
  await page.goto(`/pacientes/ficha/${maria.id}`);
  await page.getByRole('tab', { name: 'Agenda' }).click();
  // What is left of the series: the occurrence dragged to Tuesday (the later ones were cancelled). It may fall in
  // another month than today's — e.g. Monday 30/11 dragged to Tuesday 01/12 — and the tab opens on today's month.
  const restante = somarDias(segunda, 1);
  const mes = Number(restante.slice(5, 7));
  const hoje = hojeSP();
  if (restante.slice(0, 7) !== hoje.slice(0, 7)) {
    await page.getByLabel('Mês').click();
    await page
      .getByRole('button', {
        name: new RegExp(
          ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'][mes - 1],
          'i',
        ),
      })
      .click();
  }
  await page.getByTestId('agendamento').first().waitFor();
  await settle(page);
  await screenshot(page, 'agendamentos-paciente-tab-1280');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a click or a drop in the middle of a row means the row’s start; a booking shows its week and names its day', async () => {
  const { context, page, errors } = await openPage();
  await page.goto('/agendamentos');
  await calendario(page).locator('.fc-timegrid').waitFor();

  // Booked from this week for the week after next: the calendar goes there and the toast names the day.
  const quinta = somarDias(domingo, 11);
  const sexta = somarDias(domingo, 12);
  const dialog = await marcarPeloDialogo(page, 'João Souza', quinta, '1000');
  await page.getByText(`Agendamento marcado para qui., ${br(quinta).slice(0, 5)} às 10:00`).waitFor();
  const evento = calendario(page).locator(`td.fc-timegrid-col[data-date="${quinta}"] .fc-timegrid-event`);
  await evento.waitFor();
  // The toast sits over the top right of the week, where Friday's 10:00 row may be: closed first.
  await closeToasts(page);

  // A click two thirds down the 10:00 row of Friday asks for 10:00 (not 10:20).
  await calendario(page).locator('td.fc-timegrid-slot-lane[data-time="10:00:00"]').scrollIntoViewIfNeeded();
  const coluna = await calendario(page).locator(`td.fc-timegrid-col[data-date="${sexta}"]`).boundingBox();
  const linha = async (hora: string) => {
    const box = await calendario(page)
      .locator(`td.fc-timegrid-slot-lane[data-time="${hora}:00"]`)
      .boundingBox();
    assert.ok(box && coluna, `linha ${hora}`);
    return box;
  };
  const dez = await linha('10:00');
  await page.mouse.click((coluna?.x ?? 0) + (coluna?.width ?? 0) / 2, dez.y + dez.height * 0.66);
  await dialog.waitFor();
  assert.equal(await dialog.getByLabel('Data').inputValue(), br(sexta));
  assert.equal(await dialog.getByLabel('Hora', { exact: true }).inputValue(), '10');
  assert.equal(await dialog.getByLabel('Minutos', { exact: true }).inputValue(), '00');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await dialog.waitFor({ state: 'hidden' });

  // Grabbed by its top edge and dropped in the middle of Friday's 15:00 row: saved at 15:00 (not 15:10).
  const box = await evento.boundingBox();
  assert.ok(box && coluna);
  const quinze = await linha('15:00');
  await page.mouse.move(box.x + box.width / 2, box.y + 3);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 10, box.y + 13, { steps: 5 });
  await page.mouse.move(coluna.x + coluna.width / 2, quinze.y + quinze.height / 2 + 2, { steps: 20 });
  await page.mouse.up();
  await page.getByText('Agendamento alterado').waitFor();
  const { agendamentos } = await api('GET', `agendamentos?paciente_id=${joao.id}&per_page=100`);
  assert.ok(
    agendamentos.some((a: { inicio: string }) => a.inicio === `${sexta}T15:00:00-03:00`),
    `movido para: ${agendamentos.map((a: { inicio: string }) => a.inicio).join(', ')}`,
  );
  assert.deepEqual(errors, []);
  await context.close();
});

test('an evening booking is brought into sight: the page scrolls to it', async () => {
  const { context, page, errors } = await openPage({ width: 1280, height: 800 });
  await page.goto('/agendamentos');
  await calendario(page).locator('.fc-timegrid').waitFor();
  const sabado = somarDias(domingo, 6);
  await marcarPeloDialogo(page, 'Maria Silva', sabado, '2100');
  const evento = calendario(page).locator(`td.fc-timegrid-col[data-date="${sabado}"] .fc-timegrid-event`);
  await evento.waitFor();
  await page.waitForFunction(() => window.scrollY > 0);
  const box = await evento.boundingBox();
  assert.ok(box && box.y >= 0 && box.y + box.height <= 800, `à vista: ${JSON.stringify(box)}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('phone list: each day’s heading has its date, an empty week says so once', async () => {
  const { context, page, errors } = await openPage(MOBILE);
  await page.goto('/agendamentos');
  await calendario(page).locator('.fc-list, .fc-list-empty').first().waitFor();
  await page.getByRole('button', { name: 'Anterior' }).click();
  await calendario(page).locator('.fc-list-empty').waitFor();
  await page.waitForLoadState('networkidle');
  assert.equal(await page.getByText(/Nenhum agendamento/).count(), 1, 'uma só mensagem de agenda vazia');
  await settle(page);
  await screenshot(page, 'agendamentos-list-vazia-390');
  await page.getByRole('button', { name: 'Próximo' }).click();
  await page.getByRole('button', { name: 'Próximo' }).click();
  const dia = calendario(page).locator('.fc-list-day-text').first();
  await dia.waitFor();
  assert.match(
    (await dia.textContent()) ?? '',
    /^[a-zç]+-feira, \d{1,2} de [a-zç]+$|^(sábado|domingo), \d{1,2} de [a-zç]+$/,
  );
  assert.deepEqual(errors, []);
  await context.close();
});
