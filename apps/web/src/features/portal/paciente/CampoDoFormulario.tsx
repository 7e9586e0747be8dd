import { UFS } from '@consultorio/contracts/pessoa';
import type { CampoFormulario } from '@consultorio/contracts/portal';
import { Alert, Fieldset, Select, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MaskedInput } from '../../../lib/masks';
import type { ValoresDoFormulario } from './respostas';

type Form = UseFormReturnType<ValoresDoFormulario>;
type Sub = Omit<CampoFormulario, 'campos'>;

/** What the browser may fill in for the patient (their own details), by the field's path. */
const AUTOCOMPLETE: Record<string, string> = {
  data_nascimento: 'bday',
  email: 'email',
  telefone: 'tel',
  'endereco.cep': 'postal-code',
  'endereco.logradouro': 'address-line1',
  'endereco.complemento': 'address-line2',
  'endereco.bairro': 'address-level3',
  'endereco.cidade': 'address-level2',
  'endereco.uf': 'address-level1',
};

/** One input for one field of the model, picked by its `tipo` (the API answers the fields: contracts/portal). */
function Entrada({ campo: c, caminho, form }: { campo: Sub; caminho: string; form: Form }) {
  const comum = {
    label: c.rotulo,
    description: c.ajuda,
    required: c.obrigatorio,
    autoComplete: AUTOCOMPLETE[caminho] ?? 'off',
    ...form.getInputProps(caminho),
  };
  switch (c.tipo) {
    case 'texto_longo':
      return <Textarea {...comum} autosize minRows={3} maxRows={12} />;
    case 'data':
    case 'cpf':
    case 'telefone':
    case 'cep':
      return <MaskedInput mask={c.tipo} {...comum} />;
    case 'email':
      return <TextInput {...comum} type="email" inputMode="email" />;
    case 'uf':
      return (
        <Select
          {...comum}
          data={[...UFS]}
          searchable
          clearable
          nothingFoundMessage="Nenhum estado encontrado"
          comboboxProps={{ withinPortal: true }}
        />
      );
    default:
      return <TextInput {...comum} />;
  }
}

/** A field of the form, or a group's box (endereço, responsável…) with its own fields and its rule's error. */
export function CampoDoFormulario({ campo: c, form }: { campo: CampoFormulario; form: Form }) {
  if (c.tipo !== 'grupo') return <Entrada campo={c} caminho={c.campo} form={form} />;
  const erroDoGrupo = form.errors[c.campo];
  return (
    <Fieldset legend={c.rotulo} variant="filled" radius="md">
      {c.ajuda && (
        <Text fz="sm" c="dimmed" mb="sm">
          {c.ajuda}
        </Text>
      )}
      {erroDoGrupo && (
        <Alert color="red" role="alert" mb="sm" p="xs">
          {erroDoGrupo}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        {(c.campos ?? []).map((s) => (
          <Entrada key={s.campo} campo={s} caminho={`${c.campo}.${s.campo}`} form={form} />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
