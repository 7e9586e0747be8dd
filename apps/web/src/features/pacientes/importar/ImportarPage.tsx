import type {
  CampoImportacao,
  Importacao,
  ResultadoImportacao as Resultado,
} from '@consultorio/contracts/importacoes';
import { Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage } from '../../../lib/forms';
import { usePlan } from '../../../plano/usePlan';
import { paths } from '../../../routes/paths';
import { baixarLinhasComErro, useConfirmarImportacao, useEnviarPlanilha, useMapearColunas } from './api';
import { EnvioPlanilha } from './EnvioPlanilha';
import { PreviaImportacao } from './PreviaImportacao';
import { linhasAImportar, trocaDeCampo, vagasDoPlano } from './previa';
import { ResultadoImportacao } from './ResultadoImportacao';

/** The preview step, with its own mutations (bound to the preview's id). */
function Previa({
  importacao,
  onAtualizada,
  onConcluida,
  onOutroArquivo,
}: {
  importacao: Importacao;
  onAtualizada: (i: Importacao) => void;
  onConcluida: (r: Resultado) => void;
  onOutroArquivo: () => void;
}) {
  const plan = usePlan();
  const mapear = useMapearColunas(importacao.id);
  const confirmar = useConfirmarImportacao(importacao.id);
  const [erroDaTroca, setErroDaTroca] = useState<string | null>(null);
  const falhou = (titulo: string) => (error: unknown) =>
    notifications.show({ color: 'red', title: titulo, message: errorMessage(error) });

  // A refused change is said beside the columns (and goes with the next change), not in a toast that outlives it.
  const onTrocar = (coluna: string, campo: CampoImportacao | null) => {
    const mudanca = trocaDeCampo(importacao.mapeamento, coluna, campo);
    if (Object.keys(mudanca).length === 0) return;
    mapear.mutate(mudanca, {
      onSuccess: (i) => {
        setErroDaTroca(null);
        onAtualizada(i);
      },
      onError: (e) => setErroDaTroca(errorMessage(e)),
    });
  };
  const onImportar = () =>
    confirmar.mutate(undefined, {
      onSuccess: (r) => onConcluida(r.resultado),
      onError: falhou('Não foi possível importar'),
    });

  return (
    <PreviaImportacao
      importacao={importacao}
      aImportar={linhasAImportar(importacao)}
      vagas={plan.known && !plan.lifetime ? vagasDoPlano(plan.stats) : null}
      podeFazerUpgrade={plan.gerenciaPlano}
      onTrocar={onTrocar}
      trocando={mapear.isPending}
      erroDaTroca={erroDaTroca}
      onImportar={onImportar}
      importando={confirmar.isPending}
      onOutroArquivo={onOutroArquivo}
      onBaixarErros={() => void baixarLinhasComErro(importacao.id)}
    />
  );
}

/**
 * /pacientes/importar (docs/product.md §8.3.1): the file, then its preview (columns, rows as they will be saved,
 * errors by line), then the result with the rows that failed to download.
 */
export function ImportarPage() {
  const plan = usePlan();
  const enviar = useEnviarPlanilha();
  const [importacao, setImportacao] = useState<Importacao | null>(null);
  const [resultado, setResultado] = useState<{ id: string; resultado: Resultado; repetidas: number } | null>(
    null,
  );
  const [recusa, setRecusa] = useState<string | null>(null);

  const recomecar = () => {
    setImportacao(null);
    setResultado(null);
    setRecusa(null);
    enviar.reset();
  };
  const onArquivo = (arquivo: File) => {
    setRecusa(null);
    enviar.mutate(arquivo, { onSuccess: setImportacao });
  };

  return (
    <>
      <PageHeader
        title="Importar planilha"
        description="Traga seus pacientes de uma planilha do Excel, do Google Planilhas ou de outro sistema: você confere tudo antes de importar."
        actions={
          <Button
            component={Link}
            to={paths.pacientes.lista}
            variant="default"
            leftSection={<IconArrowLeft size={17} />}
          >
            Pacientes
          </Button>
        }
      />
      <Stack gap="lg">
        {resultado ? (
          <ResultadoImportacao
            resultado={resultado.resultado}
            repetidas={resultado.repetidas}
            podeFazerUpgrade={plan.gerenciaPlano}
            onBaixarErros={() => void baixarLinhasComErro(resultado.id)}
            onOutra={recomecar}
          />
        ) : importacao ? (
          <Previa
            importacao={importacao}
            onAtualizada={setImportacao}
            onConcluida={(r) =>
              setResultado({ id: importacao.id, resultado: r, repetidas: importacao.repetidas.length })
            }
            onOutroArquivo={recomecar}
          />
        ) : (
          <EnvioPlanilha
            onArquivo={onArquivo}
            onRecusa={setRecusa}
            enviando={enviar.isPending}
            erro={recusa ?? (enviar.error ? errorMessage(enviar.error) : null)}
          />
        )}
      </Stack>
    </>
  );
}
