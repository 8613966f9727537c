import { defineOperation } from '@org/http-core';
import { Project } from '../models/project.js';

/** Reads the metadata of the project the API key belongs to (name, subdomain, published address, plan). */
export const projectGet = defineOperation({
  method: 'GET',
  path: '/',
  summary: 'Metadata of the current project',
  response: Project,
});

/** The documentation project itself. */
export const projectGroup = {
  get: projectGet,
};
