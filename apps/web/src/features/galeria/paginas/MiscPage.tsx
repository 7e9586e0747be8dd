import { STATUS_TRATAMENTO } from '@consultorio/contracts/pacientes';
import { PRESENCA_LABELS, PRESENCAS } from '@consultorio/contracts/sessoes';
import {
  Avatar,
  Badge,
  Chip,
  Code,
  Group,
  Highlight,
  Indicator,
  Kbd,
  Loader,
  Progress,
  SimpleGrid,
  Skeleton,
  Spoiler,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { IconBell, IconLock } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { StatusBadge as StatusLancamentoBadge } from '../../../components/financeiro/StatusBadge';
import { StatusBadge } from '../../../components/pacientes/StatusBadge';
import { PRESENCA_COLORS } from '../../../components/pacientes/status';
import { Secao, Secoes } from '../Secao';

function Filtros() {
  const [valor, setValor] = useState<string[]>(['realizada']);
  return (
    <Chip.Group multiple value={valor} onChange={setValor}>
      <Group gap="xs">
        {PRESENCAS.map((p) => (
          <Chip key={p} value={p} size="sm">
            {PRESENCA_LABELS[p]}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}

/** One line of status tags with what they qualify. */
function Linha({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <Group gap="xs">
      <Text fz="sm" w={150}>
        {rotulo}
      </Text>
      {children}
    </Group>
  );
}

/** Every status as the product tags it: the patients', the sessions' and the finance areas' own badges. */
function Etiquetas() {
  return (
    <Stack gap="sm">
      <Linha rotulo="Tratamento">
        {STATUS_TRATAMENTO.map((s) => (
          <StatusBadge key={s} status={s} />
        ))}
      </Linha>
      <Linha rotulo="Presença na sessão">
        {PRESENCAS.map((p) => (
          <Badge key={p} variant="light" color={PRESENCA_COLORS[p]}>
            {PRESENCA_LABELS[p]}
          </Badge>
        ))}
      </Linha>
      <Linha rotulo="Lançamento">
        <StatusLancamentoBadge status="pago" />
        <StatusLancamentoBadge status="pendente" />
        <StatusLancamentoBadge status="pendente" vencido />
      </Linha>
      <Linha rotulo="Plano">
        <Badge>Essencial</Badge>
        <Badge variant="outline">Gratuito</Badge>
        <Badge variant="light" color="gray" leftSection={<IconLock size={12} />}>
          Em outros planos
        </Badge>
      </Linha>
    </Stack>
  );
}

/** Named progress bars with their figure written beside, and the loaders. */
function Progresso() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Stack gap={4}>
        <Group justify="space-between">
          <Text fz="sm">Pacientes do plano</Text>
          <Text fz="sm" fw={500}>
            8 de 20
          </Text>
        </Group>
        <Progress value={40} aria-label="Pacientes do plano" />
      </Stack>
      <Stack gap={4}>
        <Group justify="space-between">
          <Text fz="sm">Espaço de anexos</Text>
          <Text fz="sm" fw={500}>
            92%
          </Text>
        </Group>
        <Progress value={92} color="red" aria-label="Espaço de anexos" />
      </Stack>
      <Group gap="md">
        <Loader size="sm" aria-label="Carregando" />
        <Loader size="sm" type="dots" aria-label="Carregando" />
        <Loader size="sm" type="bars" aria-label="Carregando" />
      </Group>
    </SimpleGrid>
  );
}

/** /uikit/misc: status badges, skeletons, progress and the small pieces. */
export function MiscPage() {
  return (
    <Secoes>
      <Secao
        titulo="Etiquetas de status"
        descricao="Cada status tem sua cor do tema (nunca um código de cor fixo) e sempre o texto: a cor não é a única pista."
        codigo={`<StatusBadge status={paciente.status_tratamento} />
<Badge variant="light" color={PRESENCA_COLORS[s.presenca]}>{PRESENCA_LABELS[s.presenca]}</Badge>`}
      >
        <Etiquetas />
      </Secao>

      <Secao
        titulo="Esqueletos"
        descricao="Blocos no formato do conteúdo enquanto a primeira resposta não chega."
        codigo={`<Skeleton h={28} w={120} />
<Skeleton h={20} w={110} radius="xl" />`}
      >
        <Group gap="md" wrap="nowrap" role="status" aria-busy="true" aria-label="Carregando exemplo">
          <Skeleton h={44} w={44} radius="xl" />
          <Stack gap={8} style={{ flex: 1 }}>
            <Skeleton h={14} w="60%" />
            <Skeleton h={12} w="40%" />
          </Stack>
          <Skeleton h={20} w={90} radius="xl" />
        </Group>
      </Secao>

      <Secao
        titulo="Progresso e carregamento"
        descricao="Toda barra tem nome (aria-label) e o valor também escrito ao lado."
        codigo={`<Progress value={40} aria-label="Pacientes do plano" />
<Loader size="sm" aria-label="Carregando" />`}
      >
        <Progresso />
      </Secao>

      <Secao
        titulo="Filtros em chips, indicadores e atalhos"
        descricao="Chips para filtros de várias escolhas; indicador de novidade; teclas e trechos de código."
        codigo={`<Chip.Group multiple value={valor} onChange={setValor}><Chip value="realizada">Realizada</Chip></Chip.Group>
<Indicator label="3" size={16}><ActionIcon aria-label="Lembretes: 3 novos" /></Indicator>
<Kbd>Ctrl</Kbd> + <Kbd>K</Kbd>`}
      >
        <Stack gap="md">
          <Filtros />
          <Group gap="xl">
            <Indicator label="3" size={16}>
              <ThemeIcon variant="light" size={36} radius="md" aria-label="Lembretes: 3 novos" role="img">
                <IconBell size={20} stroke={1.6} />
              </ThemeIcon>
            </Indicator>
            <Indicator processing color="teal" position="bottom-end" offset={4}>
              <Avatar radius="xl" alt="Marina Alves, conectada">
                MA
              </Avatar>
            </Indicator>
            <Text fz="sm">
              <Kbd>Esc</Kbd> fecha diálogos · <Kbd>Tab</Kbd> avança · <Code>npm run dev</Code>
            </Text>
          </Group>
        </Stack>
      </Secao>

      <Secao
        titulo="Texto longo e destaque"
        descricao="Mostrar mais / menos em textos grandes; destaque do termo buscado."
        codigo={`<Spoiler maxHeight={60} showLabel="Mostrar mais" hideLabel="Mostrar menos">{texto}</Spoiler>
<Highlight highlight="ansiedade">{texto}</Highlight>`}
      >
        <Stack gap="md">
          <Spoiler maxHeight={48} showLabel="Mostrar mais" hideLabel="Mostrar menos">
            <Text fz="sm">
              Paciente relata melhora do sono desde a última sessão e menor frequência de pensamentos
              intrusivos. Trabalhamos técnicas de respiração e o registro de situações de ansiedade ao longo
              da semana. Combinamos retomar o tema do trabalho na próxima sessão e manter o diário de humor.
            </Text>
          </Spoiler>
          <Highlight highlight="ansiedade" fz="sm">
            Registro de situações de ansiedade ao longo da semana.
          </Highlight>
        </Stack>
      </Secao>
    </Secoes>
  );
}
