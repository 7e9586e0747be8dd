import {
  FINALIDADE_MAX,
  LINHA_SIGILOSO,
  MODELOS_DOCUMENTO,
  PRAZO_TEXTO_MAX,
  SOLICITANTE_MAX,
  TEXTO_SECAO_MAX,
} from '@consultorio/contracts/documentos';
import { Checkbox, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MaskedInput } from '../../../lib/masks';
import type { DocumentoFormValues, SecaoTexto } from '../documentoForm';
import { AutoresCampo } from './AutoresCampo';

/**
 * The document's fields for its kind, in the document's order (docs/product.md §14): date, purpose, requester, one
 * text per section with the CFP's guidance as its description (read by screen readers with the field), the authors
 * of a multiprofessional report, the validity (the last paragraph, art. 17) and the confidentiality line.
 */
export function DocumentoCampos({ form }: { form: UseFormReturnType<DocumentoFormValues> }) {
  const modelo = MODELOS_DOCUMENTO[form.getValues().tipo];
  return (
    <Stack gap="md">
      <MaskedInput mask="data" label="Data" required maw={{ xs: 200 }} {...form.getInputProps('data')} />
      <TextInput
        label="Finalidade"
        placeholder="Ex.: apresentação ao empregador"
        description="Para que o documento foi pedido; fica registrada com a cópia no prontuário."
        required
        maxLength={FINALIDADE_MAX}
        {...form.getInputProps('finalidade')}
      />
      <TextInput
        label="Solicitante"
        placeholder="Ex.: o próprio paciente, a escola, o juízo da 2ª Vara de Família"
        description={modelo.solicitante_obrigatorio ? 'Quem pediu o documento.' : 'Opcional na declaração.'}
        required={modelo.solicitante_obrigatorio}
        maxLength={SOLICITANTE_MAX}
        {...form.getInputProps('solicitante')}
      />
      {modelo.secoes.map((secao) =>
        secao.formato === 'autores' ? (
          <AutoresCampo key={secao.chave} form={form} secao={secao} />
        ) : (
          <Textarea
            key={`${modelo.tipo}-${secao.chave}`}
            label={secao.rotulo}
            description={secao.orientacao}
            required={secao.obrigatoria}
            autosize
            minRows={secao.chave === 'informacoes_atendimento' || secao.chave === 'referencias' ? 3 : 5}
            maxRows={16}
            maxLength={TEXTO_SECAO_MAX}
            {...form.getInputProps(`secoes.${secao.chave as SecaoTexto}`)}
          />
        ),
      )}
      <TextInput
        label="Prazo de validade do conteúdo"
        placeholder="Ex.: 90 dias"
        description={
          modelo.prazo_validade_obrigatorio
            ? 'O último parágrafo informa até quando o conteúdo vale (art. 17).'
            : 'Opcional na declaração.'
        }
        required={modelo.prazo_validade_obrigatorio}
        maxLength={PRAZO_TEXTO_MAX}
        {...form.getInputProps('prazo_validade')}
      />
      <Checkbox
        label="Caráter sigiloso"
        description={`Acrescenta a linha “${LINHA_SIGILOSO}”`}
        {...form.getInputProps('sigiloso', { type: 'checkbox' })}
      />
    </Stack>
  );
}
