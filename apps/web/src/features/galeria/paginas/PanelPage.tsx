import {
  Accordion,
  Anchor,
  Button,
  Fieldset,
  Group,
  SimpleGrid,
  Stepper,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import {
  IconCalendarEvent,
  IconCash,
  IconClipboardText,
  IconReceipt,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Bloco } from '../../../components/dashboard/Widgets';
import { FigureCard } from '../../../components/FigureCard';
import { formatMoney } from '../../../lib/format';
import { paths } from '../../../routes/paths';
import { MascaraLivre } from '../MascaraLivre';
import { Secao, Secoes } from '../Secao';

function Etapas() {
  const [ativa, setAtiva] = useState(1);
  return (
    <>
      <Stepper active={ativa} onStepClick={setAtiva} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label="Mês" description="Escolha o mês">
          <Text fz="sm">Escolha o mês de referência do Carnê-Leão.</Text>
        </Stepper.Step>
        <Stepper.Step label="Conferir" description="Receitas e despesas">
          <Text fz="sm">Confira as receitas de pessoa física e as despesas dedutíveis.</Text>
        </Stepper.Step>
        <Stepper.Step label="Gerar" description="Imposto e DARF">
          <Text fz="sm">O imposto do mês é calculado e o demonstrativo fica salvo.</Text>
        </Stepper.Step>
        <Stepper.Completed>
          <Text fz="sm">Pronto: o demonstrativo do mês foi gerado (exemplo).</Text>
        </Stepper.Completed>
      </Stepper>
      <Group justify="flex-end" mt="md" gap="sm">
        <Button variant="default" onClick={() => setAtiva((a) => Math.max(0, a - 1))} disabled={ativa === 0}>
          Voltar
        </Button>
        <Button onClick={() => setAtiva((a) => Math.min(3, a + 1))} disabled={ativa === 3}>
          Avançar
        </Button>
      </Group>
    </>
  );
}

/** The figure cards of the dashboards, one of them a link and one negative. */
function Indicadores() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      <FigureCard
        icon={<IconUsers size={22} stroke={1.6} />}
        label="Pacientes ativos"
        value="24"
        hint="3 novos este mês"
      />
      <FigureCard
        icon={<IconCalendarEvent size={22} stroke={1.6} />}
        label="Sessões na semana"
        value="27"
        hint="1 falta"
      />
      <FigureCard
        icon={<IconCash size={22} stroke={1.6} />}
        label="Receitas do mês"
        value={formatMoney(7380)}
        hint="Abre a gestão financeira"
        to={paths.financeiro.painel}
      />
      <FigureCard
        icon={<IconReceipt size={22} stroke={1.6} />}
        label="Saldo"
        value={formatMoney(-320)}
        hint="Despesas acima das receitas"
        negative
      />
    </SimpleGrid>
  );
}

/** Tabs as the patient's file has them, with an icon each. */
function Abas() {
  return (
    <Tabs defaultValue="dados">
      <Tabs.List>
        <Tabs.Tab value="dados" leftSection={<IconUser size={15} stroke={1.8} />}>
          Dados
        </Tabs.Tab>
        <Tabs.Tab value="anamnese" leftSection={<IconClipboardText size={15} stroke={1.8} />}>
          Anamnese
        </Tabs.Tab>
        <Tabs.Tab value="financeiro" leftSection={<IconCash size={15} stroke={1.8} />}>
          Financeiro
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="dados" pt="md">
        <Text fz="sm">Nome, contatos, endereço e responsável.</Text>
      </Tabs.Panel>
      <Tabs.Panel value="anamnese" pt="md">
        <Text fz="sm">Queixa principal, histórico e expectativas.</Text>
      </Tabs.Panel>
      <Tabs.Panel value="financeiro" pt="md">
        <Text fz="sm">Sessões pagas e pendentes do paciente.</Text>
      </Tabs.Panel>
    </Tabs>
  );
}

/** Two questions of the FAQ page. */
function Perguntas() {
  return (
    <Accordion variant="separated" defaultValue="pix">
      <Accordion.Item value="pix">
        <Accordion.Control>Como pago o plano por PIX?</Accordion.Control>
        <Accordion.Panel>
          Na tela de upgrade, escolha o plano e leia o QR Code; o plano muda assim que o pagamento é
          confirmado.
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="dados">
        <Accordion.Control>Meus dados clínicos ficam seguros?</Accordion.Control>
        <Accordion.Panel>
          Sim: prontuários e anexos são guardados com criptografia e só você tem acesso.
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}

/** /uikit/panel: the containers of the product's screens. */
export function PanelPage() {
  return (
    <Secoes>
      <Secao
        titulo="Cartões de indicadores"
        descricao="FigureCard (components/FigureCard): ícone, rótulo, valor e uma linha de contexto; com `to` vira link para a área."
        codigo={`<FigureCard icon={<IconCash />} label="Receitas do mês" value={formatMoney(7380)}
  hint="12 sessões pagas" to={paths.financeiro.painel} />`}
      >
        <Indicadores />
      </Secao>

      <Secao
        titulo="Cartão com título"
        descricao="O bloco dos painéis (Bloco): título à esquerda, link para a área à direita."
        codigo={`<Bloco title="Próximos atendimentos" link={<Anchor component={Link} to={paths.agenda}>Abrir agenda</Anchor>}>
  <ProximosAgendamentos agendamentos={d.proximos_agendamentos} />
</Bloco>`}
      >
        <Bloco
          title="Próximos atendimentos"
          link={
            <Anchor component={Link} to={paths.agenda} fz="sm">
              Abrir agenda
            </Anchor>
          }
        >
          <Text fz="sm">O conteúdo do bloco: uma lista, um gráfico ou um estado vazio.</Text>
        </Bloco>
      </Secao>

      <Secao
        titulo="Abas"
        descricao="Como a ficha do paciente: setas esquerda e direita trocam de aba; no celular as abas quebram a linha."
        codigo={`<Tabs defaultValue="dados">
  <Tabs.List><Tabs.Tab value="dados" leftSection={<IconUser />}>Dados</Tabs.Tab>…</Tabs.List>
  <Tabs.Panel value="dados">…</Tabs.Panel>
</Tabs>`}
      >
        <Abas />
      </Secao>

      <Secao
        titulo="Acordeão"
        descricao="Perguntas e respostas, como na página de FAQ."
        codigo={`<Accordion variant="separated">
  <Accordion.Item value="pix"><Accordion.Control>…</Accordion.Control><Accordion.Panel>…</Accordion.Panel></Accordion.Item>
</Accordion>`}
      >
        <Perguntas />
      </Secao>

      <Secao
        titulo="Grupo de campos"
        descricao="Fieldset agrupa campos relacionados sob uma legenda, como o responsável de um paciente menor."
        codigo={`<Fieldset legend="Responsável">
  <TextInput label="Nome do responsável" />
</Fieldset>`}
      >
        <Fieldset legend="Responsável (paciente menor de idade)">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Nome do responsável" />
            <MascaraLivre mask="cpf" label="CPF do responsável" />
          </SimpleGrid>
        </Fieldset>
      </Secao>

      <Secao
        titulo="Etapas"
        descricao="Um processo em passos, como gerar o Carnê-Leão do mês."
        codigo={`<Stepper active={ativa} onStepClick={setAtiva}>
  <Stepper.Step label="Mês" description="Escolha o mês">…</Stepper.Step>
</Stepper>`}
      >
        <Etapas />
      </Secao>
    </Secoes>
  );
}
