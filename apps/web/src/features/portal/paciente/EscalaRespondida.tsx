import type { EscalaRespondida as Resposta } from '@consultorio/contracts/escalas';
import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconHeartHandshake, IconPhoneCall } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../routes/paths';
import classes from './Escala.module.css';

/**
 * After sending (docs/decisions/0089-escalas-alerta.md): the API's thanks — never a score or band, the reading is
 * the psychologist's. With `ajuda`, the calm help instead: its message and each line to call as a `tel:` link.
 * Either way focus moves to it, so a screen reader reads it at once (the form it replaces is gone).
 */
export function EscalaRespondida({ resposta, token }: { resposta: Resposta; token: string }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const { ajuda } = resposta;
  return (
    <Stack gap="md">
      {ajuda ? (
        <Card
          withBorder
          padding="lg"
          component="section"
          ref={ref}
          tabIndex={-1}
          className={classes.foco}
          aria-labelledby="escala-ajuda-titulo"
          aria-describedby="escala-ajuda-mensagem"
          data-testid="ajuda"
        >
          <Stack gap="md">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" color="blue" radius="xl" size={44} aria-hidden>
                <IconHeartHandshake size={26} />
              </ThemeIcon>
              <Title order={2} fz="h3" id="escala-ajuda-titulo">
                Apoio a qualquer hora
              </Title>
            </Group>
            <Text id="escala-ajuda-mensagem">{ajuda.mensagem}</Text>
            <ul className={classes.contatos} aria-label="Contatos para ligar">
              {ajuda.contatos.map((c) => (
                <li key={`${c.nome}-${c.telefone}`}>
                  <a className={classes.contato} href={`tel:${c.telefone.replace(/[^\d+]/g, '')}`}>
                    <IconPhoneCall size={22} aria-hidden />
                    <span>
                      <Text component="span" display="block" fw={500}>
                        {c.nome}
                      </Text>
                      <span className={classes.numero}>Ligar {c.telefone}</span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </Stack>
        </Card>
      ) : (
        <Card
          withBorder
          padding="lg"
          role="status"
          ref={ref as React.Ref<HTMLDivElement>}
          tabIndex={-1}
          className={classes.foco}
        >
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon color="teal" variant="light" radius="xl" size={44} aria-hidden>
              <IconCircleCheck size={28} />
            </ThemeIcon>
            <Stack gap={4}>
              <Text fw={700} fz="lg">
                Enviado
              </Text>
              <Text>{resposta.mensagem}</Text>
            </Stack>
          </Group>
        </Card>
      )}
      <Group>
        <Button component={Link} to={paths.portal(token)} variant="light">
          Voltar ao início
        </Button>
      </Group>
    </Stack>
  );
}
