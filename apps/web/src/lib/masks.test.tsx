import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyMask, brDateToIso, isoToBrDate, MaskedInput, type MaskName } from './masks';

describe('dates as dd/mm/aaaa', () => {
  it.each([
    ['21/11/2026', '2026-11-21'],
    ['29/02/2024', '2024-02-29'],
    ['29/02/2026', null],
    ['31/04/2026', null],
    ['21/11/26', null],
    ['', null],
  ])('%s → %s', (br, iso) => {
    expect(brDateToIso(br)).toBe(iso);
  });

  it('formats ISO dates and instants back, empty for nothing', () => {
    expect(isoToBrDate('2026-11-21')).toBe('21/11/2026');
    expect(isoToBrDate('2026-11-21T13:00:00-03:00')).toBe('21/11/2026');
    expect(isoToBrDate(null)).toBe('');
  });
});

describe('applyMask', () => {
  it.each([
    ['cpf', '12345678909', '123.456.789-09'],
    ['cpf', '123.456.789-09', '123.456.789-09'],
    ['cpf', '1234', '123.4'],
    ['telefone', '1133334444', '(11) 3333-4444'],
    ['telefone', '11987654321', '(11) 98765-4321'],
    ['telefone', '+55 (11) 98765-4321x', '(55) 11987-6543'],
    ['cep', '01310100', '01310-100'],
    ['crp', '06123456', '06/123456'],
    ['crp', '0612345', '06/12345'],
    ['data', '21112026', '21/11/2026'],
    ['hora', '0930', '09:30'],
    ['cpf', '', ''],
    ['cpf', 'abc', ''],
  ] as const)('%s %s → %s', (mask, value, masked) => {
    expect(applyMask(mask, value)).toBe(masked);
  });
});

describe('MaskedInput as the user types', () => {
  afterEach(cleanup);

  function Controlled({ mask }: { mask: MaskName }) {
    const [value, setValue] = useState('');
    return (
      <MantineProvider>
        <MaskedInput mask={mask} label="Campo" value={value} onChange={setValue} />
        <output data-testid="valor">{value}</output>
      </MantineProvider>
    );
  }

  it.each([
    ['cpf', '12345678909', '123.456.789-09'],
    ['telefone', '1133334444', '(11) 3333-4444'],
    ['telefone', '11987654321', '(11) 98765-4321'],
    ['data', '21112026', '21/11/2026'],
  ] as const)('%s: typing %s shows %s and hands it to the form', async (mask, typed, shown) => {
    render(<Controlled mask={mask} />);
    const input = screen.getByLabelText('Campo');
    await userEvent.type(input, typed);
    expect(input).toHaveValue(shown);
    expect(screen.getByTestId('valor')).toHaveTextContent(shown);
  });

  it('keeps up with input faster than any person types', async () => {
    render(<Controlled mask="cpf" />);
    const input = screen.getByLabelText('Campo');
    await userEvent.setup({ delay: null }).type(input, '52998224725');
    expect(input).toHaveValue('529.982.247-25');
  });

  it('shows a value loaded from the API masked, without reporting a change', () => {
    const onChange = vi.fn();
    render(
      <MantineProvider>
        <MaskedInput mask="telefone" label="Campo" value="11987654321" onChange={onChange} />
      </MantineProvider>,
    );
    expect(screen.getByLabelText('Campo')).toHaveValue('(11) 98765-4321');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('ignores letters', async () => {
    render(<Controlled mask="cpf" />);
    const input = screen.getByLabelText('Campo');
    await userEvent.type(input, 'a1b2c3');
    expect(input).toHaveValue('123');
  });
});
