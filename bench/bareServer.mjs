// The ceiling of `npm run bench`: a NestJS application on the same Express adapter as the API, with one endpoint
// returning a constant, started the same way (its own Node process, listening on loopback).
import 'reflect-metadata';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter } from '@nestjs/platform-express';
import express from 'express';

class BareController {
  constant() {
    return { success: true, status: true, data: { sku_id: 'K7M2QX9PA4R8TZ3WN' } };
  }
}
// Plain JavaScript (no compile step): the decorators applied by hand, as TypeScript would emit them.
Get('constant')(BareController.prototype, 'constant', Object.getOwnPropertyDescriptor(BareController.prototype, 'constant'));
Controller('bare')(BareController);

class BareModule {}
Module({ controllers: [BareController] })(BareModule);

const app = await NestFactory.create(BareModule, new ExpressAdapter(express()), { logger: false });
await app.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
