import { FileInput } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { type EnvioArquivo, FilaEnvio } from '../../../components/anexos/FilaEnvio';
import { ANEXO_STATS_EXEMPLO } from '../dados';
import { Secao, Secoes } from '../Secao';

/**
 * Stands in for the upload to the API: the bar fills in five steps of a quarter of a second, then the file counts
 * as stored. Nothing leaves the browser; "Cancelar envio" stops it as it stops a real upload.
 */
function envioSimulado({ onProgress, signal }: EnvioArquivo): Promise<void> {
  return new Promise((resolve, reject) => {
    let enviado = 0;
    const timer = setInterval(() => {
      enviado = Math.min(1, enviado + 0.2);
      onProgress(enviado);
      if (enviado < 1) return;
      clearInterval(timer);
      resolve();
    }, 250);
    signal?.addEventListener('abort', () => {
      clearInterval(timer);
      reject(new DOMException('Envio cancelado.', 'AbortError'));
    });
  });
}

/** /uikit/file: the attachments' upload queue (src/components) with a simulated upload, and a single-file field. */
export function FilePage() {
  return (
    <Secoes>
      <Secao
        titulo="Área de envio"
        descricao="A fila dos anexos do paciente: arraste vários arquivos ou use Enter para escolher; tipos e tamanho são conferidos antes de entrar na fila, e cada arquivo tem sua descrição, sua barra de progresso e sua resposta. Aqui o envio é simulado: nada sai do navegador."
        codigo={`<FilaEnvio stats={data.stats} disabled={!data.stats.can_add_anexo} enviar={enviar.mutateAsync} />`}
      >
        <FilaEnvio stats={ANEXO_STATS_EXEMPLO} disabled={false} enviar={envioSimulado} />
      </Secao>

      <Secao
        titulo="Campo de arquivo"
        descricao="Para um único arquivo dentro de um formulário."
        codigo={`<FileInput label="Comprovante" accept="application/pdf,image/*" clearable />`}
      >
        <FileInput
          label="Comprovante de pagamento"
          placeholder="Escolher arquivo"
          accept="application/pdf,image/*"
          leftSection={<IconPaperclip size={16} stroke={1.8} />}
          clearable
          maw={420}
        />
      </Secao>
    </Secoes>
  );
}
