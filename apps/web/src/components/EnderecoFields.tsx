import { UFS } from '@consultorio/contracts/pessoa';
import { Grid, Select, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { MaskedInput } from '../lib/masks';

export type EnderecoField = 'cep' | 'logradouro' | 'numero' | 'complemento' | 'bairro' | 'cidade' | 'uf';

/** The Brazilian address block (CEP, logradouro … UF) shared by every form that asks for an address. */
export function EnderecoFields({
  inputProps,
}: {
  inputProps: (field: EnderecoField) => GetInputPropsReturnType;
}) {
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <MaskedInput mask="cep" label="CEP" autoComplete="postal-code" {...inputProps('cep')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput label="Logradouro" autoComplete="address-line1" {...inputProps('logradouro')} />
      </Grid.Col>
      <Grid.Col span={{ base: 5, sm: 4 }}>
        <TextInput label="Número" {...inputProps('numero')} />
      </Grid.Col>
      <Grid.Col span={{ base: 7, sm: 8 }}>
        <TextInput label="Complemento" autoComplete="address-line2" {...inputProps('complemento')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput label="Bairro" {...inputProps('bairro')} />
      </Grid.Col>
      <Grid.Col span={{ base: 8, sm: 6 }}>
        <TextInput label="Cidade" autoComplete="address-level2" {...inputProps('cidade')} />
      </Grid.Col>
      <Grid.Col span={{ base: 4, sm: 2 }}>
        <Select
          label="UF"
          data={[...UFS]}
          searchable
          clearable
          nothingFoundMessage="Nenhuma UF encontrada"
          {...inputProps('uf')}
        />
      </Grid.Col>
    </Grid>
  );
}
