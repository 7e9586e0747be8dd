import { z } from 'zod';

// Every schema in the product is built from this import so that zod's own messages come out in Portuguese.
z.config(z.locales.ptBR());

export { z };
