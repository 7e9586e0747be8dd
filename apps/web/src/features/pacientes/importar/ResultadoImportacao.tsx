import type { ResultadoImportacao as Resultado } from '@consultorio/contracts/importacoes';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../routes/paths';
import { ErrosPorLinha, focarAoMontar } from './PreviaImportacao';
import { ignoradosPorMotivo, linhasComErro, linhasN, pacientesN } from './previa';

/** Step 3: what was imported, what was skipped, the failed rows to download, the upgrade when the limit stopped it. */
export function ResultadoImportacao({
  resultado,
  repetidas,
  podeFazerUpgrade,
  onBaixarErros,
  onOutra,
}: {
  resultado: Resultado;
  /** How many of the skipped rows repeated an earlier row of the file (the preview said which). */
  repetidas: number;
  podeFazerUpgrade: boolean;
  onBaixarErros: () => void;
  onOutra: () => void;
}) {
  const falhas = linhasComErro(resultado.erros);
  const ignorados = ignoradosPorMotivo(resultado.ignorados, repetidas);
  return (
    <Stack gap="lg">
      <Title order={2} fz="h3" tabIndex={-1} ref={focarAoMontar} style={{ outline: 'none' }}>
        Importação concluída
      </Title>
      {/* Announced by its heading, which takes the focus: the summary itself is not an alert. */}
      <Alert
        color="teal"
        role="none"
        icon={<IconCircleCheck size={20} />}
        title={
          resultado.importados === 1
            ? '1 paciente importado'
            : `${resultado.importados.toLocaleString('pt-BR')} pacientes importados`
        }
      >
        <Stack gap={4}>
          {resultado.importados > 0 && (
            <Text fz="sm">
              {resultado.importados === 1 ? 'Ele já está' : 'Eles já estão'} na lista de pacientes.
            </Text>
          )}
          {ignorados.cadastrados > 0 && (
            <Text fz="sm">
              {pacientesN(ignorados.cadastrados)} já{' '}
              {ignorados.cadastrados === 1
                ? 'estava cadastrado e foi ignorado'
                : 'estavam cadastrados e foram ignorados'}
              .
            </Text>
          )}
          {ignorados.repetidas > 0 && (
            <Text fz="sm">
              {linhasN(ignorados.repetidas)} {ignorados.repetidas === 1 ? 'repetia' : 'repetiam'} uma linha
              anterior da planilha e {ignorados.repetidas === 1 ? 'foi ignorada' : 'foram ignoradas'}.
            </Text>
          )}
          {falhas === 0 && <Text fz="sm">Todas as linhas válidas foram importadas.</Text>}
        </Stack>
      </Alert>

      {resultado.limite_atingido && (
        <Alert color="yellow" title="O limite de pacientes do plano foi atingido">
          <Stack gap="xs" align="flex-start">
            <Text fz="sm">
              As linhas além do limite não foram importadas. Com mais espaço, importe a mesma planilha de
              novo: quem já foi importado é ignorado.
            </Text>
            {podeFazerUpgrade && (
              <Button component={Link} to={paths.upgrade} size="xs" variant="light">
                Fazer upgrade
              </Button>
            )}
          </Stack>
        </Alert>
      )}

      <ErrosPorLinha
        erros={resultado.erros}
        onBaixar={onBaixarErros}
        titulo={
          falhas === 1
            ? '1 linha não foi importada'
            : `${falhas.toLocaleString('pt-BR')} linhas não foram importadas`
        }
      />

      <Group>
        <Button component={Link} to={paths.pacientes.lista}>
          Ver pacientes
        </Button>
        <Button variant="default" onClick={onOutra}>
          Importar outra planilha
        </Button>
      </Group>
    </Stack>
  );
}
