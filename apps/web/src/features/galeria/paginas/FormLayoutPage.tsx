import { cpfSchema, emailSchema, nomeSchema, telefoneSchema } from '@consultorio/contracts/pessoa';
import { z } from '@consultorio/contracts/zod';
import { Button, Grid, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { EnderecoFields } from '../../../components/EnderecoFields';
import { zodResolver } from '../../../lib/forms';
import { MaskedInput } from '../../../lib/masks';
import { MascaraLivre } from '../MascaraLivre';
import { Secao, Secoes } from '../Secao';

const schema = z.object({
  nome: nomeSchema,
  cpf: cpfSchema,
  telefone: telefoneSchema,
  email: emailSchema,
});

const vazio = {
  nome: '',
  cpf: '',
  telefone: '',
  email: '',
  cep: '',
  logradouro: '',
  numero: '',
  complemento: '',
  bairro: '',
  cidade: '',
  uf: '',
};

/** /uikit/formlayout: the product's form pattern, validated by the contracts' schemas, nothing sent. */
export function FormLayoutPage() {
  const form = useForm({ mode: 'controlled', initialValues: vazio, validate: zodResolver(schema) });
  const submit = form.onSubmit(() => {
    notifications.show({
      color: 'teal',
      title: 'Dados válidos',
      message: 'No produto o cadastro seria salvo agora. Aqui é só um exemplo: nada foi enviado.',
    });
  });
  return (
    <Secoes>
      <Secao
        titulo="Formulário em grade"
        descricao="Como o cadastro de paciente: campos obrigatórios marcados, máscaras brasileiras, validação pelos mesmos esquemas da API e, ao salvar com erro, o foco vai para o primeiro campo errado."
        codigo={`const form = useForm({ initialValues, validate: zodResolver(pacienteCreateSchema) });
<form onSubmit={form.onSubmit(salvar)} noValidate>
  <TextInput label="Nome completo" required {...form.getInputProps('nome')} />
  <MaskedInput mask="cpf" label="CPF" required {...form.getInputProps('cpf')} />
  <EnderecoFields inputProps={(campo) => form.getInputProps(campo)} />
</form>`}
      >
        <form onSubmit={submit} noValidate aria-label="Exemplo de cadastro">
          <Stack gap="md">
            <Grid gap="md">
              <Grid.Col span={{ base: 12, sm: 8 }}>
                <TextInput label="Nome completo" required {...form.getInputProps('nome')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <MaskedInput mask="cpf" label="CPF" required {...form.getInputProps('cpf')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <MaskedInput mask="telefone" label="Telefone" required {...form.getInputProps('telefone')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 8 }}>
                <TextInput label="E-mail" type="email" required {...form.getInputProps('email')} />
              </Grid.Col>
            </Grid>
            <EnderecoFields inputProps={(campo) => form.getInputProps(campo)} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => form.reset()}>
                Limpar
              </Button>
              <Button type="submit" leftSection={<IconDeviceFloppy size={16} stroke={1.8} />}>
                Salvar
              </Button>
            </Group>
          </Stack>
        </form>
      </Secao>

      <Secao
        titulo="Duas colunas que viram uma no celular"
        descricao="SimpleGrid com colunas por largura de tela: lado a lado a partir de 768 px, um campo por linha abaixo disso."
        codigo={`<SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
  <TextInput label="Nome social" />
  <TextInput label="Profissão" />
</SimpleGrid>`}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Nome social" placeholder="Como prefere ser chamado(a)" />
          <TextInput label="Profissão" />
          <TextInput label="Convênio" description="Deixe em branco para atendimento particular." />
          <TextInput label="Indicação" />
        </SimpleGrid>
      </Secao>

      <Secao
        titulo="Ajuda, erro e somente leitura"
        descricao="O texto de ajuda fica sob o rótulo; o erro (da validação ou da API) fica no próprio campo."
        codigo={`<TextInput label="CRP" description="Região e número, como na carteira." />
<TextInput label="E-mail" error="Este e-mail já está cadastrado." />
<TextInput label="Plano" value="Essencial" readOnly />`}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <MascaraLivre mask="crp" label="CRP" description="Região e número, como na carteira do conselho." />
          <TextInput
            label="E-mail"
            defaultValue="ana.souza@exemplo.com.br"
            error="Este e-mail já está cadastrado."
          />
          <TextInput label="Plano" value="Essencial" readOnly />
          <TextInput label="Campo desativado" value="Indisponível neste plano" disabled />
          <Textarea
            label="Observações"
            autosize
            minRows={2}
            placeholder="Anotações administrativas (não clínicas)"
            style={{ gridColumn: '1 / -1' }}
          />
        </SimpleGrid>
      </Secao>
    </Secoes>
  );
}
