import { Button, type ButtonProps, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePlan } from '../../../plano/usePlan';
import { paths } from '../../../routes/paths';
import { novoPacienteBloqueio } from '../planLimit';

/** "Novo paciente": disabled with the reason in a tooltip when the plan is paused or its limit is reached. */
export function NovoPacienteButton(props: ButtonProps) {
  const plan = usePlan();
  const bloqueio = novoPacienteBloqueio(plan);
  const icon = <IconPlus size={17} stroke={1.8} />;
  if (!bloqueio) {
    return (
      <Button component={Link} to={paths.pacientes.cadastro} leftSection={icon} {...props}>
        Novo paciente
      </Button>
    );
  }
  return (
    <Tooltip
      label={bloqueio}
      multiline
      w={260}
      withArrow
      position="bottom-end"
      events={{ hover: true, focus: true, touch: true }}
    >
      <Button
        data-disabled
        aria-disabled="true"
        aria-description={bloqueio}
        leftSection={icon}
        onClick={(e) => e.preventDefault()}
        {...props}
      >
        Novo paciente
      </Button>
    </Tooltip>
  );
}
