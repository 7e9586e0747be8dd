import { MODALIDADE_LABELS, STATUS_TRATAMENTO_LABELS } from '@consultorio/contracts/pacientes';
import { UFS } from '@consultorio/contracts/pessoa';
import { FORMA_PAGAMENTO_LABELS } from '@consultorio/contracts/sessoes';
import {
  Autocomplete,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  PasswordInput,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Slider,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DatePickerInput, TimeInput } from '@mantine/dates';
import { IconAt, IconCalendar, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { formatMoney } from '../../../lib/format';
import { MaskedInput, type MaskName, MoneyInput } from '../../../lib/masks';
import { Secao, Secoes } from '../Secao';

const opcoes = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

const MASCARAS: Array<[MaskName, string]> = [
  ['cpf', 'CPF'],
  ['telefone', 'Telefone'],
  ['cep', 'CEP'],
  ['crp', 'CRP'],
  ['data', 'Data'],
  ['hora', 'Hora'],
];

function Mascaras() {
  const [valores, setValores] = useState<Record<string, string>>({});
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {MASCARAS.map(([mask, label]) => (
        <MaskedInput
          key={mask}
          mask={mask}
          label={label}
          value={valores[mask] ?? ''}
          onChange={(v) => setValores((atual) => ({ ...atual, [mask]: v }))}
          description={valores[mask] ? `Valor: ${valores[mask]}` : 'Digite só os números'}
        />
      ))}
    </SimpleGrid>
  );
}

function Dinheiro() {
  const [valor, setValor] = useState<number | string>(1234.56);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <MoneyInput
        label="Valor da sessão"
        value={valor}
        onChange={setValor}
        description={`Formatado: ${formatMoney(typeof valor === 'number' ? valor : null)}`}
      />
      <NumberInput label="Duração (minutos)" defaultValue={50} min={10} max={240} step={5} />
    </SimpleGrid>
  );
}

function Datas() {
  const [data, setData] = useState<string | null>(null);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <DatePickerInput
        label="Data da sessão"
        placeholder="dd/mm/aaaa"
        valueFormat="DD/MM/YYYY"
        value={data}
        onChange={setData}
        clearable
        leftSection={<IconCalendar size={16} stroke={1.8} />}
        description={data ? `ISO enviado à API: ${data}` : 'Abre o calendário em português'}
      />
      <TimeInput label="Horário" description="24 horas" />
    </SimpleGrid>
  );
}

/** Lists with search, several choices, suggestions and short options in sight. */
function Selecoes() {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label="Status do tratamento"
          data={opcoes(STATUS_TRATAMENTO_LABELS)}
          defaultValue="em_atendimento"
          clearable
        />
        <Select label="UF" data={[...UFS]} searchable nothingFoundMessage="Nenhuma UF encontrada" />
        <MultiSelect
          label="Formas de pagamento aceitas"
          data={opcoes(FORMA_PAGAMENTO_LABELS)}
          defaultValue={['pix']}
        />
        <Autocomplete
          label="Gênero"
          data={['Feminino', 'Masculino', 'Não binário', 'Prefere não informar']}
        />
      </SimpleGrid>
      <Stack gap={4}>
        <Text fz="sm" fw={500} id="galeria-visao">
          Visão da agenda
        </Text>
        <SegmentedControl aria-labelledby="galeria-visao" data={['Mês', 'Semana', 'Dia']} />
      </Stack>
    </Stack>
  );
}

/** Checkboxes, exclusive options, switches and a slider. */
function Marcacoes() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Stack gap="sm">
        <Checkbox label="Gerar lançamento financeiro" defaultChecked />
        <Checkbox label="Sessão paga" />
        <Switch label="Lembrete por e-mail" defaultChecked />
      </Stack>
      <Radio.Group label="Modalidade" defaultValue="presencial">
        <Group gap="md" mt="xs">
          {opcoes(MODALIDADE_LABELS).map((o) => (
            <Radio key={o.value} value={o.value} label={o.label} />
          ))}
        </Group>
      </Radio.Group>
      <Stack gap={4} style={{ gridColumn: '1 / -1' }}>
        <Text fz="sm" fw={500} id="galeria-humor">
          Intensidade relatada (0 a 10)
        </Text>
        <Slider
          min={0}
          max={10}
          defaultValue={4}
          marks={[{ value: 0 }, { value: 5 }, { value: 10 }]}
          thumbProps={{ 'aria-labelledby': 'galeria-humor' }}
        />
      </Stack>
    </SimpleGrid>
  );
}

/** /uikit/input: every kind of field the product's forms use. */
export function InputPage() {
  return (
    <Secoes>
      <Secao
        titulo="Texto"
        descricao="Rótulo sempre visível; ícone à esquerda quando ajuda a reconhecer o campo."
        codigo={`<TextInput label="E-mail" leftSection={<IconAt size={16} />} />
<PasswordInput label="Senha" description="Pelo menos 10 caracteres." />
<Textarea label="Anotações" autosize minRows={3} />`}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="E-mail" leftSection={<IconAt size={16} stroke={1.8} />} />
          <TextInput
            label="Buscar pacientes"
            placeholder="Nome, CPF ou e-mail"
            leftSection={<IconSearch size={16} stroke={1.8} />}
          />
          <PasswordInput label="Senha" description="Pelo menos 10 caracteres." />
          <Textarea label="Anotações" autosize minRows={2} />
        </SimpleGrid>
      </Secao>

      <Secao
        titulo="Máscaras brasileiras"
        descricao="MaskedInput (lib/masks) formata enquanto se digita e entrega o texto mascarado ao formulário; os esquemas da API removem a pontuação."
        codigo={`<MaskedInput mask="cpf" label="CPF" {...form.getInputProps('cpf')} />
<MaskedInput mask="telefone" label="Telefone" {...form.getInputProps('telefone')} />
<MaskedInput mask="data" label="Data de nascimento" {...form.getInputProps('data_nascimento')} />`}
      >
        <Mascaras />
      </Secao>

      <Secao
        titulo="Valores em reais e números"
        descricao="MoneyInput mostra R$ 1.234,56 e entrega um número; NumberInput para quantidades."
        codigo={`<MoneyInput label="Valor da sessão" {...form.getInputProps('valor')} />
<NumberInput label="Duração (minutos)" min={10} max={240} step={5} />`}
      >
        <Dinheiro />
      </Secao>

      <Secao
        titulo="Datas e horas"
        descricao="Calendário em português (dias e meses, domingo primeiro), exibido como dd/mm/aaaa."
        codigo={`<DatePickerInput label="Data da sessão" valueFormat="DD/MM/YYYY" clearable />
<TimeInput label="Horário" />`}
      >
        <Datas />
      </Secao>

      <Secao
        titulo="Seleções"
        descricao="Listas com busca, várias escolhas, sugestões e opções curtas à vista."
        codigo={`<Select label="Status do tratamento" data={opcoes(STATUS_TRATAMENTO_LABELS)} clearable />
<MultiSelect label="Formas de pagamento" data={opcoes(FORMA_PAGAMENTO_LABELS)} />
<SegmentedControl data={['Mês', 'Semana', 'Dia']} />`}
      >
        <Selecoes />
      </Secao>

      <Secao
        titulo="Marcações"
        descricao="Caixas, opções exclusivas, chaves e controle deslizante; todos operáveis pelo teclado."
        codigo={`<Checkbox label="Gerar lançamento financeiro" defaultChecked />
<Radio.Group label="Modalidade"><Radio value="presencial" label="Presencial" /></Radio.Group>
<Switch label="Lembrete por e-mail" />`}
      >
        <Marcacoes />
      </Secao>
    </Secoes>
  );
}
