import { Controller, Get, Header } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { compileStandaloneStep, CONTACT_VALIDATORS_URL, contactForm } from '@evisa/forms';
import { ReturnsFile } from '../contract/contract.js';

/** The contact form's rules for the browser, precompiled once: the site checks a message as the API will. */
@ApiTags('contact')
@Controller()
export class ContactFormController {
  private module?: string;

  @Get(CONTACT_VALIDATORS_URL.replace(/^\/api\//, ''))
  @Header('Content-Type', 'text/javascript; charset=utf-8')
  // Changes only with a release of the product.
  @Header('Cache-Control', 'public, max-age=3600')
  @ApiOperation({ summary: "The contact form's precompiled validator (forms/contact), an ES module for import()" })
  @ReturnsFile(['text/javascript'], 'An ES module exporting the validator')
  validators(): string {
    this.module ??= compileStandaloneStep(contactForm);
    return this.module;
  }
}
