import { type Documento, MODELOS_DOCUMENTO, type TipoDocumento } from '@consultorio/contracts/documentos';
import { Alert, Anchor, Box, Button, Group, List, SegmentedControl, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconArrowLeft, IconDeviceFloppy, IconMapPin } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { AvisoDeErro } from '../../../components/AvisoDeErro';
import { useAvisoDeTextoNaoSalvo } from '../../../components/useAvisoDeTextoNaoSalvo';
import { paths } from '../../../routes/paths';
import { useProfile } from '../../../usuario/api';
import { usePacienteDoDocumento } from '../api';
import {
  type DocumentoFormValues,
  documentoDefaults,
  temAlteracoes,
  validateDocumento,
} from '../documentoForm';
import { montarPrevia } from '../previa';
import { DocumentoCampos } from './DocumentoCampos';
import classes from './DocumentoDialog.module.css';
import { EtapaTipo } from './EtapaTipo';
import { Previa } from './Previa';
import { useDocumentoSubmit } from './useDocumentoSubmit';

type Vista = 'editar' | 'previa';

/**
 * The dialog's content: the kind (a new document), then the form with its preview beside it (`lado`) or behind
 * "Pré-visualizar", the notices of the last save, and "Salvar".
 */
export function DocumentoEditor({
  pacienteId,
  inicialDoc,
  documento,
  lado,
  onSalvo,
  onDirtyChange,
  onCancel,
  onClose,
}: {
  pacienteId: string;
  /** The document the dialog opened with (null: a new one). */
  inicialDoc: Documento | null;
  /** The document as saved so far (null until a new one is saved). */
  documento: Documento | null;
  /** Form and preview side by side. */
  lado: boolean;
  onSalvo: (documento: Documento) => void;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onClose: () => void;
}) {
  const [etapa, setEtapa] = useState<'tipo' | 'form'>(inicialDoc ? 'form' : 'tipo');
  const [tipoEscolhido, setTipoEscolhido] = useState(inicialDoc !== null);
  const [vista, setVista] = useState<Vista>('editar');
  const [inicial, setInicial] = useState(() => documentoDefaults(inicialDoc ?? { tipo: 'declaracao' }));
  const form = useForm<DocumentoFormValues>({
    mode: 'controlled',
    initialValues: inicial,
    validate: validateDocumento,
    validateInputOnBlur: true,
  });
  const values = form.getValues();
  // The kind chosen before anything was typed is not a change to lose.
  const alterado = temAlteracoes(values, { ...inicial, tipo: values.tipo });
  useAvisoDeTextoNaoSalvo(alterado, onDirtyChange);
  const previa = usePrevia(pacienteId, values);
  const perfil = useProfile().data;
  // Art. 5 asks for place and date: without a city in the profile the document would carry the date alone.
  const semCidade = !!perfil && !perfil.endereco?.cidade?.trim();
  const { submit, avisos, formError, saving } = useDocumentoSubmit({
    form,
    pacienteId,
    documento,
    avisosIniciais: inicialDoc?.avisos ?? [],
    onSalvo: (doc, valores) => {
      setInicial(valores);
      onSalvo(doc);
    },
    onClose,
    onErroNosCampos: () => setVista('editar'),
  });
  const modelo = MODELOS_DOCUMENTO[values.tipo];
  // From the kind to the form, the focus goes to the first field to write (the button pressed is gone).
  const [focarFinalidade, setFocarFinalidade] = useState(false);
  useEffect(() => {
    if (etapa !== 'form' || !focarFinalidade) return;
    form.getInputNode('finalidade')?.focus();
    setFocarFinalidade(false);
  }, [etapa, focarFinalidade, form]);

  if (etapa === 'tipo') {
    return (
      <EtapaTipo
        inicial={tipoEscolhido ? values.tipo : null}
        onCancel={onCancel}
        onContinuar={(tipo) => {
          form.setFieldValue('tipo', tipo);
          form.clearErrors();
          setTipoEscolhido(true);
          setFocarFinalidade(true);
          setEtapa('form');
        }}
      />
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={`${documento ? 'Editar' : 'Novo'}: ${modelo.nome}`}>
      <Stack gap="md">
        <Cabecalho
          modelo={modelo}
          novo={!documento}
          lado={lado}
          vista={vista}
          onVista={setVista}
          onTrocarTipo={() => setEtapa('tipo')}
        />
        <Avisos avisos={avisos} formError={formError} semCidade={semCidade} />
        <CamposEPrevia
          campos={<DocumentoCampos form={form} />}
          folha={<Previa previa={previa} />}
          lado={lado}
          vista={vista}
        />
        <Group justify="space-between" gap="sm" className={classes.rodape}>
          <Text fz="xs" c="dimmed" visibleFrom="sm">
            Guardado com criptografia, com o prontuário do paciente.
          </Text>
          <Group gap="sm" ml="auto">
            <Button variant="default" type="button" onClick={onCancel}>
              {documento && !alterado ? 'Fechar' : 'Cancelar'}
            </Button>
            <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={17} stroke={1.7} />}>
              {documento ? 'Salvar alterações' : 'Salvar documento'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** The kind and its article, "Trocar tipo" (a new document), and "Editar" / "Pré-visualizar" when not side by side. */
function Cabecalho({
  modelo,
  novo,
  lado,
  vista,
  onVista,
  onTrocarTipo,
}: {
  modelo: (typeof MODELOS_DOCUMENTO)[TipoDocumento];
  novo: boolean;
  lado: boolean;
  vista: Vista;
  onVista: (vista: Vista) => void;
  onTrocarTipo: () => void;
}) {
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="xs">
        <Text fw={600}>{modelo.nome}</Text>
        <Text fz="sm" c="dimmed">
          Resolução CFP nº 06/2019, {modelo.artigo}
        </Text>
        {novo && (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconArrowLeft size={15} stroke={1.8} />}
            onClick={onTrocarTipo}
          >
            Trocar tipo
          </Button>
        )}
      </Group>
      {!lado && (
        <SegmentedControl
          aria-label="Mostrar"
          value={vista}
          onChange={(v) => onVista(v as Vista)}
          data={[
            { value: 'editar', label: 'Editar' },
            { value: 'previa', label: 'Pré-visualizar' },
          ]}
        />
      )}
    </Group>
  );
}

/** What the last save said (warnings, an error), and the missing city of the profile. */
function Avisos({
  avisos,
  formError,
  semCidade,
}: {
  avisos: string[];
  formError: string | null;
  semCidade: boolean;
}) {
  return (
    <>
      {avisos.length > 0 && (
        <Alert color="yellow" icon={<IconAlertTriangle />} title="Documento salvo. Revise antes de entregar:">
          <List size="sm" spacing={4}>
            {avisos.map((a) => (
              <List.Item key={a}>{a}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <AvisoDeErro mensagem={formError} />
      {semCidade && (
        // A note, not an alert: the form's first error must still be the one focused after a submit.
        <Alert
          color="yellow"
          variant="light"
          icon={<IconMapPin />}
          title="Falta a cidade no seu perfil"
          role="note"
        >
          O documento termina com o local e a data; sem a cidade, sai só com a data.{' '}
          <Anchor component={Link} to={paths.perfil} fz="sm" target="_blank" underline="always">
            Informar o endereço no perfil
          </Anchor>
        </Alert>
      )}
    </>
  );
}

/** The form and the preview side by side (`lado`), or the one `vista` picks. */
function CamposEPrevia({
  campos,
  folha,
  lado,
  vista,
}: {
  campos: ReactNode;
  folha: ReactNode;
  lado: boolean;
  vista: Vista;
}) {
  if (lado)
    return (
      <div className={classes.lado}>
        {campos}
        <Box
          className={classes.previaFixa}
          role="region"
          aria-label="Pré-visualização do documento"
          tabIndex={0}
        >
          {folha}
        </Box>
      </div>
    );
  if (vista === 'editar') return campos;
  return (
    <Box role="region" aria-label="Pré-visualização do documento">
      {folha}
    </Box>
  );
}

/** The preview of the values, with the patient's name (social name first) and the author's name, CRP and city. */
function usePrevia(pacienteId: string, values: DocumentoFormValues) {
  const paciente = usePacienteDoDocumento(pacienteId).data;
  const perfil = useProfile().data;
  return montarPrevia(values, paciente ? paciente.nome_social || paciente.nome : '…', {
    nome: perfil?.nome ?? '',
    crp: perfil?.crp ?? '',
    email: perfil?.email,
    telefone: perfil?.telefone,
    endereco: perfil?.endereco,
  });
}
