import type { Prontuario } from '@consultorio/contracts/prontuarios';
import { Text, Timeline } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Icon, IconDownload, IconEye, IconLogin, IconPencil } from '@tabler/icons-react';
import { ACAO_COLOR, AcaoBadge } from '../../../components/auditoria/AcaoBadge';
import { ProntuarioTimeline, type TimelineActions } from '../../../components/prontuarios/ProntuarioTimeline';
import { formatDate } from '../../../lib/format';
import { PRONTUARIO_EXEMPLO } from '../dados';
import { Secao, Secoes } from '../Secao';

const aviso = (acao: string) => (p: Prontuario) =>
  notifications.show({
    title: 'Exemplo',
    message: `No produto, a entrada de ${formatDate(p.data)} seria ${acao} agora.`,
  });

/** The entries' menu, as on the record's page; here each action only says what it would do. */
const ACOES_ENTRADA: TimelineActions = {
  onEdit: aviso('aberta para edição'),
  onDelete: aviso('excluída'),
  onExport: aviso('exportada em PDF'),
  canExport: true,
};

const ACESSOS: Array<{ id: string; quando: string; acao: string; oque: string; ip: string; icone: Icon }> = [
  {
    id: 'r1',
    quando: '05/03/2026 09:12',
    acao: 'visualizar',
    oque: 'Prontuário · Ana Beatriz Souza',
    ip: '189.6.10.21',
    icone: IconEye,
  },
  {
    id: 'r2',
    quando: '04/03/2026 18:40',
    acao: 'exportar',
    oque: 'Prontuário em PDF · Ana Beatriz Souza',
    ip: '189.6.10.21',
    icone: IconDownload,
  },
  {
    id: 'r3',
    quando: '04/03/2026 18:31',
    acao: 'alterar',
    oque: 'Ficha do paciente · Daniel Martins Alves',
    ip: '189.6.10.21',
    icone: IconPencil,
  },
  {
    id: 'r4',
    quando: '04/03/2026 08:02',
    acao: 'login',
    oque: 'Sua conta',
    ip: '189.6.10.21',
    icone: IconLogin,
  },
];

/** /uikit/timeline: the record's timeline and the access log's. */
export function TimelinePage() {
  return (
    <Secoes>
      <Secao
        titulo="Prontuário"
        descricao="A linha do tempo do prontuário (ProntuarioTimeline): entradas da mais recente à mais antiga, com data, tipo (cor e texto), sessão ligada, título, o texto com ler tudo e o menu de cada entrada."
        codigo={`<ProntuarioTimeline entradas={data.prontuarios} actions={{ onEdit, onDelete, onExport, canExport }} />`}
      >
        <ProntuarioTimeline entradas={PRONTUARIO_EXEMPLO} actions={ACOES_ENTRADA} />
      </Secao>

      <Secao
        titulo="Registro de acessos"
        descricao="A auditoria em linha do tempo, com as etiquetas de ação do registro (AcaoBadge): quem viu, exportou ou alterou dados clínicos, quando e de onde (Meu Perfil › Segurança)."
        codigo={`<Timeline bulletSize={26}>
  <Timeline.Item bullet={<IconEye />} color={ACAO_COLOR[r.acao]} title={<AcaoBadge acao={r.acao} />}>
    <Text fz="xs" c="dimmed">{formatDateTime(r.created_at)} · IP {r.ip}</Text>
  </Timeline.Item>
</Timeline>`}
      >
        <Timeline bulletSize={26} lineWidth={2} active={-1}>
          {ACESSOS.map((r) => (
            <Timeline.Item
              key={r.id}
              color={ACAO_COLOR[r.acao] ?? 'gray'}
              bullet={<r.icone size={14} stroke={1.8} />}
              title={<AcaoBadge acao={r.acao} />}
            >
              <Text fz="sm" mt={4}>
                {r.oque}
              </Text>
              <Text fz="xs" c="dimmed">
                {r.quando} · IP {r.ip}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Secao>
    </Secoes>
  );
}
