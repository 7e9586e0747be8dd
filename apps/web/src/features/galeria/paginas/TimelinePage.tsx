import { acaoLabel } from '@consultorio/contracts/auditoria';
import { TIPO_PRONTUARIO_LABELS, type TipoProntuario } from '@consultorio/contracts/prontuarios';
import { Badge, Group, Spoiler, Text, Timeline } from '@mantine/core';
import {
  type Icon,
  IconArrowForwardUp,
  IconClipboardCheck,
  IconDownload,
  IconEye,
  IconFlag,
  IconLogin,
  IconNote,
  IconPencil,
  IconStethoscope,
  IconTrendingUp,
} from '@tabler/icons-react';
import { ACAO_AUDITORIA_CORES, TIPO_PRONTUARIO_CORES } from '../dados';
import { Secao, Secoes } from '../Secao';

const TIPO_ICONES: Record<TipoProntuario, Icon> = {
  avaliacao_demanda: IconClipboardCheck,
  evolucao: IconTrendingUp,
  procedimento: IconStethoscope,
  encaminhamento: IconArrowForwardUp,
  encerramento: IconFlag,
  outro: IconNote,
};

const ENTRADAS: Array<{
  id: string;
  data: string;
  tipo: TipoProntuario;
  titulo: string;
  texto: string;
  sessao?: string;
}> = [
  {
    id: 'e1',
    data: '02/03/2026',
    tipo: 'evolucao',
    titulo: 'Sono e rotina',
    sessao: '02/03/2026',
    texto:
      'Relata melhora do sono desde a última sessão. Trabalhamos o registro de situações de ansiedade e combinamos manter o diário de humor durante a semana.',
  },
  {
    id: 'e2',
    data: '16/02/2026',
    tipo: 'encaminhamento',
    titulo: 'Avaliação psiquiátrica',
    texto: 'Encaminhada para avaliação psiquiátrica, com a concordância da paciente. Carta entregue em mãos.',
  },
  {
    id: 'e3',
    data: '02/02/2026',
    tipo: 'avaliacao_demanda',
    titulo: 'Primeira sessão',
    sessao: '02/02/2026',
    texto:
      'Queixa principal: ansiedade ligada ao trabalho, há cerca de seis meses. Contrato terapêutico combinado.',
  },
];

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
        descricao="Entradas da mais recente à mais antiga: data, tipo (cor e texto), sessão ligada, título e o texto com mostrar mais."
        codigo={`<Timeline active={entradas.length - 1} bulletSize={30} lineWidth={2}>
  <Timeline.Item color={TIPO_COLORS[p.tipo]} bullet={<Icone size={16} />} title={…}>
    <Spoiler maxHeight={72} showLabel="Mostrar mais" hideLabel="Mostrar menos">{p.conteudo}</Spoiler>
  </Timeline.Item>
</Timeline>`}
      >
        <Timeline active={ENTRADAS.length - 1} bulletSize={30} lineWidth={2}>
          {ENTRADAS.map((e) => {
            const Icone = TIPO_ICONES[e.tipo];
            return (
              <Timeline.Item
                key={e.id}
                color={TIPO_PRONTUARIO_CORES[e.tipo]}
                bullet={<Icone size={16} stroke={1.8} />}
                title={
                  <Group gap="xs" wrap="wrap" align="center">
                    <Text fw={700} fz="sm" component="h4" m={0}>
                      {e.data}
                    </Text>
                    <Badge variant="light" color={TIPO_PRONTUARIO_CORES[e.tipo]} size="sm">
                      {TIPO_PRONTUARIO_LABELS[e.tipo]}
                    </Badge>
                    {e.sessao && (
                      <Text fz="xs" c="dimmed">
                        Sessão de {e.sessao}
                      </Text>
                    )}
                  </Group>
                }
              >
                <Text fz="sm" fw={600} mt={4}>
                  {e.titulo}
                </Text>
                <Spoiler maxHeight={44} showLabel="Mostrar mais" hideLabel="Mostrar menos">
                  <Text fz="sm" c="dimmed">
                    {e.texto}
                  </Text>
                </Spoiler>
              </Timeline.Item>
            );
          })}
        </Timeline>
      </Secao>

      <Secao
        titulo="Registro de acessos"
        descricao="A auditoria: quem viu, exportou ou alterou dados clínicos, quando e de onde (Meu Perfil › Segurança)."
        codigo={`<Timeline bulletSize={26}>
  <Timeline.Item bullet={<IconEye />} color={ACAO_COLOR[r.acao]} title={acaoLabel(r.acao)}>
    <Text fz="xs" c="dimmed">{formatDateTime(r.created_at)} · IP {r.ip}</Text>
  </Timeline.Item>
</Timeline>`}
      >
        <Timeline bulletSize={26} lineWidth={2} active={-1}>
          {ACESSOS.map((r) => (
            <Timeline.Item
              key={r.id}
              color={ACAO_AUDITORIA_CORES[r.acao] ?? 'gray'}
              bullet={<r.icone size={14} stroke={1.8} />}
              title={
                <Badge variant="light" color={ACAO_AUDITORIA_CORES[r.acao] ?? 'gray'} size="sm">
                  {acaoLabel(r.acao)}
                </Badge>
              }
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
