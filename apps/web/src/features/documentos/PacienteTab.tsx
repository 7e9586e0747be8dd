import type { Documento } from '@consultorio/contracts/documentos';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconFileCertificate, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSomenteLeitura } from '../../components/pacientes/somenteLeitura';
import { QueryEmpty, QueryError, QueryLoading } from '../../components/QueryState';
import { usePlan } from '../../plano/usePlan';
import { useDocumentos } from './api';
import { AssinarDialog } from './components/AssinarDialog';
import { type AlvoDocumento, DocumentoDialog } from './components/DocumentoDialog';
import { DocumentoLista } from './components/DocumentoLista';
import { useDocumentoAcoes } from './useDocumentoAcoes';

/**
 * Tab "Documentos" of the patient file (/pacientes/ficha/{id}?aba=documentos; docs/product.md §14): the
 * declarações, atestados, relatórios, laudos and pareceres written for the patient, newest first, "Novo documento",
 * and per document its editor, PDF, digital signature, delivery receipt and deletion.
 */
export function PacienteTab({ pacienteId }: { pacienteId: string }) {
  const query = useDocumentos(pacienteId);
  const acoes = useDocumentoAcoes(pacienteId);
  // Delivering to the patient's page is Essencial and Vitalício (docs/product.md §17).
  const entrega = usePlan().has('essencial');
  const [alvo, setAlvo] = useState<AlvoDocumento | null>(null);
  const [assinando, setAssinando] = useState<Documento | null>(null);
  const documentos = query.data;
  // An archived patient's documents read, download and sign; nothing changes them
  // (docs/decisions/0078-archived-patients-read-only.md).
  const somenteLeitura = useSomenteLeitura();
  const novo = !somenteLeitura && (
    <Button leftSection={<IconPlus size={17} stroke={1.8} />} onClick={() => setAlvo({ documento: null })}>
      Novo documento
    </Button>
  );

  return (
    <>
      <QueryError
        title="Não foi possível carregar os documentos"
        error={query.error}
        onRetry={query.refetch}
      />
      {query.isPending && !query.isError && (
        <QueryLoading label="Carregando documentos" blocks={[{ h: 36, w: 220 }, 160]} />
      )}
      {documentos && documentos.length === 0 && (
        <QueryEmpty
          variant="light"
          icon={<IconFileCertificate size={28} stroke={1.6} />}
          title="Nenhum documento emitido"
          description="Declarações, atestados, relatórios, laudos e pareceres conforme a Resolução CFP nº 06/2019, guardados com o prontuário."
          actions={novo}
        />
      )}
      {documentos && documentos.length > 0 && (
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <Text fz="sm" c="dimmed">
              {documentos.length === 1
                ? '1 documento'
                : `${documentos.length} documentos, do mais recente ao mais antigo`}
            </Text>
            {novo}
          </Group>
          <Card p={{ base: 'md', sm: 'lg' }}>
            <DocumentoLista
              documentos={documentos}
              baixando={acoes.baixando}
              onAbrir={somenteLeitura ? undefined : (documento) => setAlvo({ documento })}
              onBaixar={acoes.baixarArquivo}
              onAssinar={setAssinando}
              onExcluir={somenteLeitura ? undefined : acoes.confirmarExclusao}
              onEntregar={entrega && !somenteLeitura ? acoes.entregarOuRecolher : undefined}
            />
          </Card>
        </Stack>
      )}
      <DocumentoDialog pacienteId={pacienteId} alvo={alvo} onClose={() => setAlvo(null)} />
      <AssinarDialog documento={assinando} onClose={() => setAssinando(null)} />
    </>
  );
}

export default PacienteTab;
